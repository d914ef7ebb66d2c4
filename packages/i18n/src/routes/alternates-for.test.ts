import { describe, expect, it } from "vitest";
import { alternatesFor } from "./alternates-for";
import { PAGE_TABLE } from "./page-table.fixture";

const ORIGIN = "https://www.vantreo.com";

describe("alternatesFor", () => {
  it("lists locales, region hosts and x-default for the privacy page", () => {
    expect(alternatesFor("/de/privacy", ORIGIN)).toEqual([
      { hreflang: "en", href: "https://www.vantreo.com/privacy-policy" },
      { hreflang: "de", href: "https://www.vantreo.com/de/privacy" },
      { hreflang: "ar", href: "https://www.vantreo.com/ar/privacy" },
      { hreflang: "en-US", href: "https://www.vantreo.com/privacy-policy" },
      { hreflang: "en-SG", href: "https://sg.vantreo.com/privacy-policy" },
      { hreflang: "de-DE", href: "https://de.vantreo.com/de/privacy" },
      { hreflang: "ar-SA", href: "https://sa.vantreo.com/ar/privacy" },
      { hreflang: "x-default", href: "https://www.vantreo.com/privacy-policy" },
    ]);
  });

  it.each(PAGE_TABLE)("gives %s the same alternates from each of its locales", (en, de, ar) => {
    const expected = [
      { hreflang: "en", href: `https://www.vantreo.com${en}` },
      { hreflang: "de", href: `https://www.vantreo.com${de}` },
      { hreflang: "ar", href: `https://www.vantreo.com${ar}` },
      { hreflang: "en-US", href: `https://www.vantreo.com${en}` },
      { hreflang: "en-SG", href: `https://sg.vantreo.com${en}` },
      { hreflang: "de-DE", href: `https://de.vantreo.com${de}` },
      { hreflang: "ar-SA", href: `https://sa.vantreo.com${ar}` },
      { hreflang: "x-default", href: `https://www.vantreo.com${en}` },
    ];
    expect(alternatesFor(en, ORIGIN)).toEqual(expected);
    expect(alternatesFor(de, ORIGIN)).toEqual(expected);
    expect(alternatesFor(ar, ORIGIN)).toEqual(expected);
  });

  it("offers only English alternates for a page that exists only in English", () => {
    expect(alternatesFor("/case-studies/self-hosted-ai-roi", ORIGIN)).toEqual([
      { hreflang: "en", href: "https://www.vantreo.com/case-studies/self-hosted-ai-roi" },
      { hreflang: "en-US", href: "https://www.vantreo.com/case-studies/self-hosted-ai-roi" },
      { hreflang: "en-SG", href: "https://sg.vantreo.com/case-studies/self-hosted-ai-roi" },
      { hreflang: "x-default", href: "https://www.vantreo.com/case-studies/self-hosted-ai-roi" },
    ]);
  });

  it("derives region hosts from a regional or bare origin and ignores query strings", () => {
    const fromSingapore = alternatesFor("/about?ref=x", "https://sg.vantreo.com/");
    expect(fromSingapore.find((alt) => alt.hreflang === "de-DE")?.href).toBe(
      "https://de.vantreo.com/de/about",
    );
    expect(fromSingapore.find((alt) => alt.hreflang === "en")?.href).toBe(
      "https://sg.vantreo.com/about",
    );
    const fromApex = alternatesFor("/", "https://vantreo.com");
    expect(fromApex.find((alt) => alt.hreflang === "ar-SA")?.href).toBe(
      "https://sa.vantreo.com/ar",
    );
  });

  it("leaves region hosts out on a local origin", () => {
    expect(alternatesFor("/contact", "http://127.0.0.1:4173")).toEqual([
      { hreflang: "en", href: "http://127.0.0.1:4173/contact" },
      { hreflang: "de", href: "http://127.0.0.1:4173/de/contact" },
      { hreflang: "ar", href: "http://127.0.0.1:4173/ar/contact" },
      { hreflang: "x-default", href: "http://127.0.0.1:4173/contact" },
    ]);
  });
});
