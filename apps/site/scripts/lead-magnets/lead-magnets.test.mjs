import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRIEF_LOCALES } from "./brief-copy.mjs";
import { briefParts } from "./brief-html.mjs";
import { briefFileName, loadBriefSources } from "./load-briefs.mjs";
import { logicalRtlText, pdfPageTexts } from "./pdf-text.mjs";
import { openBriefPrinter } from "./render-briefs.mjs";

const { services, firm } = await loadBriefSources();
// Two services keep the test quick: one with a case study, one with nested slug or the last.
const sample = [services.find((s) => s.caseStudy) ?? services[0], services.at(-1) ?? services[0]];

/** Text with every space removed: Chromium's lines join without the space they broke at. */
const squeeze = (/** @type {string} */ text) => text.normalize("NFKC").replace(/\s+/g, "");
/** The words of an Arabic string as `logicalRtlText` gives them back. */
const arabicWords = (/** @type {string} */ text) =>
  text
    .normalize("NFKC")
    .replace(/\p{M}/gu, "")
    .split(/\s+/)
    .filter((w) => /\p{Script=Arabic}/u.test(w))
    .map((w) => w.replace(/[^\p{Script=Arabic}]/gu, ""));

/** @type {Awaited<ReturnType<typeof openBriefPrinter>>} */
let printer;
/** @type {Map<string, Uint8Array>} */
const printed = new Map();

beforeAll(async () => {
  printer = await openBriefPrinter();
  for (const service of sample)
    for (const locale of BRIEF_LOCALES)
      printed.set(
        `${service.id}.${locale}`,
        await printer.print(briefParts(service, locale, firm)),
      );
}, 60_000);
afterAll(() => printer?.close());

describe("the lead-magnet briefs", () => {
  it("cover every service of the catalogue, in English, German and Arabic", () => {
    expect(services).toHaveLength(59);
    expect(BRIEF_LOCALES).toEqual(["en", "de", "ar"]);
    expect(briefFileName("mlops-model-operations", "de")).toBe("mlops-model-operations.de.pdf");
  });

  it.each(sample.map((s) => [s.id, s]))(
    "%s prints to the same bytes every time (fixed dates, no random document id)",
    async (_id, service) => {
      for (const locale of BRIEF_LOCALES) {
        const again = await printer.print(briefParts(service, locale, firm));
        expect(
          Buffer.from(again).equals(Buffer.from(printed.get(`${service.id}.${locale}`) ?? [])),
        ).toBe(true);
        const pdf = await PDFDocument.load(again);
        expect(pdf.getTitle()).toBe(service.leadMagnetTitle);
        expect(pdf.getCreationDate()?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
      }
    },
    60_000,
  );

  it("prints the same bytes in another browser, whatever was printed before", async () => {
    const other = await openBriefPrinter();
    try {
      for (const service of [...sample].reverse())
        for (const locale of [...BRIEF_LOCALES].reverse()) {
          const bytes = await other.print(briefParts(service, locale, firm));
          expect(
            Buffer.from(bytes).equals(Buffer.from(printed.get(`${service.id}.${locale}`) ?? [])),
          ).toBe(true);
        }
    } finally {
      await other.close();
    }
  }, 60_000);

  it.each(sample.map((s) => [s.id, s]))(
    "%s in English carries the problem, the approach, the benefits, the offer and the firm's contact",
    async (_id, service) => {
      const pages = await pdfPageTexts(printed.get(`${service.id}.en`) ?? new Uint8Array());
      const text = squeeze(pages.map((p) => p.text).join(""));
      for (const part of [
        service.h1,
        service.leadMagnetTitle,
        service.problemStatement,
        service.solution,
        ...service.keyBenefits,
        ...service.primaryCTAs.map((cta) => cta.text),
        firm.email,
        firm.phone?.display ?? "",
      ])
        expect(text).toContain(squeeze(part));
      expect(pages[0]?.fonts).toEqual(["Inter-Bold", "Inter-Regular"]);
    },
  );

  it.each(sample.map((s) => [s.id, s]))(
    "%s in German carries the German title and summary, and German headings",
    async (_id, service) => {
      const pages = await pdfPageTexts(printed.get(`${service.id}.de`) ?? new Uint8Array());
      const text = squeeze(pages.map((p) => p.text).join(""))
        .replace(/ﬁ/g, "fi")
        .replace(/ﬂ/g, "fl");
      expect(text).toContain(squeeze(service.i18n.de.title));
      expect(text).toContain(squeeze(service.i18n.de.shortDescription));
      for (const heading of [
        "Die Herausforderung",
        "So lösen wir sie",
        "Ihre Vorteile",
        "Das Angebot",
      ])
        expect(text).toContain(squeeze(heading));
      expect(text).toContain(squeeze(firm.email));
    },
  );

  it.each(sample.map((s) => [s.id, s]))(
    "%s in Arabic is shaped right to left in an Arabic font and carries the Arabic title and summary",
    async (_id, service) => {
      const pages = await pdfPageTexts(printed.get(`${service.id}.ar`) ?? new Uint8Array());
      const fonts = pages.flatMap((p) => p.fonts);
      expect(fonts).toContain("IBMPlexSansArabic-Regular");
      // Shaped text uses the positional forms (U+FB50–U+FEFF), never bare isolated letters only.
      expect(pages.map((p) => p.text).join("")).toMatch(/[\uFB50-\uFEFF]/);
      const logical = squeeze(pages.map((p) => logicalRtlText(p.glyphs)).join(""));
      for (const word of arabicWords("أبرز الفوائد تواصلوا معنا")) expect(logical).toContain(word);
      // Skia gives a few shaped glyphs (a consonant after a stacked shadda and fatha) no Unicode
      // value, so a word here and there cannot be read back: nine in ten must be.
      const words = [
        ...arabicWords(service.i18n.ar.title),
        ...arabicWords(service.i18n.ar.shortDescription),
      ];
      const found = words.filter((word) => logical.includes(word));
      expect(found.length / words.length).toBeGreaterThanOrEqual(0.9);
    },
  );
});
