import { renderToStaticMarkup } from "react-dom/server";
import type * as FirmModule from "@vantreo/firm";
import { describe, expect, it, vi } from "vitest";
import { ContentPage } from "../components/content-page/content-page";
import { MemoryPageLocation } from "../navigation/memory-page-location";
import { copy } from "./pages/impressum";
import type { PageSection } from "./page-copy";

// § 5 (1) DDG and § 18 (2) MStV: who the provider is (name, legal form, address), how to reach it,
// who represents it, its register and number, its VAT identification number, and who is
// responsible for the content. The page gives each in English and in German.

const page = copy.en;
const textOf = (sections: PageSection[]) => JSON.stringify(sections);
const german = page.sections.filter((section) => section.lang === "de");
const english = page.sections.filter(
  (section) => section.lang === undefined && section.kind !== "cta",
);

describe("the Impressum (§ 5 DDG, § 18 (2) MStV)", () => {
  it("names the legal form and the state whose law it is organized under, in both languages", () => {
    expect(textOf(english)).toMatch(
      /Vantreo Data & AI LLC, a limited liability company organized under the laws of the State of Georgia/,
    );
    expect(textOf(german)).toMatch(
      /Vantreo Data & AI LLC, eine Limited Liability Company .* US-Bundesstaats Georgia/,
    );
  });

  it("says who represents the company and where their names can be verified", () => {
    expect(textOf(english)).toMatch(/managing members .* Georgia Secretary of State/);
    expect(textOf(german)).toMatch(
      /Vertreten durch die geschäftsführenden Gesellschafter \(Managing Members\)/,
    );
  });

  it("gives the register, and why there is no German register number", () => {
    expect(textOf(english)).toMatch(/Georgia Secretary of State, Corporations Division/);
    expect(textOf(english)).toMatch(/not entered in a German commercial register/);
    expect(textOf(german)).toMatch(/nicht im Handelsregister eingetragen/);
  });

  it("states that there is no VAT identification number, and why", () => {
    expect(textOf(english)).toMatch(
      /VAT identification number.*None\. The company has no establishment in the European Union/,
    );
    expect(textOf(german)).toMatch(/Umsatzsteuer-Identifikationsnummer.*Keine\./);
  });

  it("has a German version of every English section, marked as German for assistive technology", () => {
    expect(german.length).toBe(english.length);
    expect(german.map((section) => section.kind)).toEqual(english.map((section) => section.kind));
  });

  it("shows no placeholder or invented person", () => {
    expect(JSON.stringify(page)).not.toMatch(
      /TODO|TBD|XXX|\[name\]|lorem|on request|Max Mustermann/i,
    );
  });

  it('renders the German sections with lang="de" (WCAG 2.2 SC 3.1.2)', () => {
    const html = renderToStaticMarkup(
      <MemoryPageLocation path="/de/impressum">
        <ContentPage copy={page} />
      </MemoryPageLocation>,
    );
    expect(html.match(/<section[^>]* lang="de"/g)?.length).toBe(german.length);
    expect(html).toContain('id="anbieterkennzeichnung" lang="de"');
  });

  it("names the representatives once the firm's facts list them, in both languages", async () => {
    vi.resetModules();
    vi.doMock("@vantreo/firm", async (importOriginal) => {
      const actual = await importOriginal<typeof FirmModule>();
      return {
        ...actual,
        FIRM: { ...actual.FIRM, representatives: ["First Member", "Second Member"] },
      };
    });
    const { copy: named } = await import("./pages/impressum");
    const text = JSON.stringify(named.en.sections);
    expect(text).toContain(
      "First Member, Second Member, managing members of Vantreo Data & AI LLC",
    );
    expect(text).toContain(
      "Vertreten durch First Member, Second Member, geschäftsführende Gesellschafter",
    );
    vi.doUnmock("@vantreo/firm");
  });
});
