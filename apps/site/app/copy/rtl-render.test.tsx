// @vitest-environment jsdom
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { findUnisolatedLtrRuns } from "@vantreo/i18n/copy-rules";
import { TranslationProvider } from "@vantreo/i18n/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ContentPage } from "../components/content-page/content-page";
import { MemoryPageLocation } from "../navigation/memory-page-location";
import { ContactDetails } from "../components/leads/contact-details";
import { SiteFooter } from "../components/shell/site-footer";
import { siteConfig } from "../config/site-config";
import { CONTACT_PAGE_COPY } from "./contact-page";
import type { PageCopy } from "./page-copy";

// Unicode bidi (UAX #9) reorders a phone number, e-mail or street address inside Arabic text
// unless it is isolated: "+1 (470) 555-0147" would read "555-0147 (470) 1+". These tests render
// the Arabic pages as the prerender does and read every element's own text.

// Vite defines the footer's copyright year at build time.
vi.stubGlobal("__BUILD_YEAR__", 2025);

const pages = import.meta.glob<{ copy: { ar?: PageCopy } }>("./pages/*.ts", { eager: true });

function arabic(node: ReactNode): Document {
  const html = renderToStaticMarkup(
    <TranslationProvider translator={createTranslator("ar", { ar: RESOURCES.ar })}>
      <MemoryPageLocation path="/ar">{node}</MemoryPageLocation>
    </TranslationProvider>,
  );
  return new DOMParser().parseFromString(`<body dir="rtl">${html}</body>`, "text/html");
}

/** An element laid out as its own left-to-right unit: <bdi> or an explicit dir. */
function isolatedElement(element: Element | null): boolean {
  for (let node = element; node && node.tagName !== "BODY"; node = node.parentElement)
    if (node.tagName === "BDI" || (node.hasAttribute("dir") && node.getAttribute("dir") !== "rtl"))
      return true;
  return false;
}

/** The phone numbers, e-mails, addresses and Latin figures of a page left bare in RTL text. */
function bareRuns(doc: Document): string[] {
  const out: string[] = [];
  for (const element of doc.body.querySelectorAll("*")) {
    if (isolatedElement(element)) continue;
    // The element's own text: its text nodes joined, as they flow on one line.
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent ?? "")
      .join("");
    for (const attribute of ["aria-label", "title", "placeholder"])
      if (element.getAttribute(attribute)) out.push(...check(element.getAttribute(attribute)!));
    out.push(...check(own));
  }
  return out;
}

const check = (text: string) => findUnisolatedLtrRuns(text).map((f) => `${f.kind}: ${f.text}`);

/** How many times the office phone number appears in the page's text. */
const phoneCount = (doc: Document) =>
  (doc.body.textContent ?? "").split(siteConfig.phone.display).length - 1;

describe("Arabic pages isolate phone numbers, e-mails, addresses and Latin figures", () => {
  const arabicPages = Object.entries(pages).filter(([, module]) => module.copy.ar);

  it("renders the Arabic content pages, the Atlanta page among them", () => {
    expect(arabicPages.map(([file]) => file)).toContain("./pages/atlanta-data-experts.ts");
  });

  for (const [file, module] of arabicPages) {
    it(`in ${file.slice(2)}`, () => {
      expect(bareRuns(arabic(<ContentPage copy={module.copy.ar!} />))).toEqual([]);
    });
  }

  it("on the Atlanta page: the hero's phone button and the office card's phone are isolated", () => {
    const doc = arabic(<ContentPage copy={pages["./pages/atlanta-data-experts.ts"]!.copy.ar!} />);
    expect(phoneCount(doc)).toBeGreaterThanOrEqual(2);
    const hero = doc.querySelector(`a[href="tel:${siteConfig.phone.tel}"]`);
    expect(hero?.textContent).toBe(`\u2066${siteConfig.phone.display}\u2069`);
  });

  it("in the footer", () => {
    const doc = arabic(<SiteFooter />);
    expect(phoneCount(doc)).toBe(1);
    expect(bareRuns(doc)).toEqual([]);
  });

  it("in the contact page's office details", () => {
    const doc = arabic(<ContactDetails copy={CONTACT_PAGE_COPY.ar} />);
    expect(phoneCount(doc)).toBe(1);
    expect(bareRuns(doc)).toEqual([]);
  });
});
