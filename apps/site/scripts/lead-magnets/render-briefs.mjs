// Prints briefs to PDF with the machine's Chromium through Playwright (playwright-core, via the site's @playwright/test): one browser, one page
// for every brief (59 services × 3 languages), then makes the bytes reproducible.
import { PDFDocument, PDFName } from "pdf-lib";
import { chromium } from "@playwright/test";
import { briefShell } from "./brief-html.mjs";

/** The Debian Chromium binary (TOOLCHAIN.md: never `playwright install`); CHROMIUM_PATH overrides. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--font-render-hinting=none",
];

/** A fixed date for every brief's metadata: the bytes must not change with the clock. */
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

/**
 * Skia writes the print time and a random document id (its `/ID` and the info dictionary's
 * dates): replace them with fixed values so the same catalogue entry gives the same bytes.
 * @param {Uint8Array} printed @param {string} title @param {string} language
 * @returns {Promise<Uint8Array>}
 */
export async function reproduciblePdf(printed, title, language) {
  const pdf = await PDFDocument.load(printed, { updateMetadata: false });
  pdf.setTitle(title);
  pdf.setLanguage(language);
  pdf.setCreator("Vantreo lead-magnet brief generator");
  pdf.setProducer("Chromium print to PDF (Skia), normalised with pdf-lib");
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  pdf.context.trailerInfo.ID = undefined;
  pdf.catalog.delete(PDFName.of("Metadata"));
  return pdf.save({ useObjectStreams: false, updateFieldAppearances: false });
}

/**
 * Opens Chromium once and returns a printer that renders one brief at a time on the same page:
 * the shell (fonts, styles) is loaded once, and each brief's language, direction, title and body
 * are swapped into it; `close()` ends the browser.
 */
export async function openBriefPrinter() {
  const browser = await chromium.launch({ executablePath: EXECUTABLE, headless: true, args: ARGS });
  const page = await browser.newPage();
  await page.setContent(briefShell(), { waitUntil: "load" });
  return {
    /** @param {import("./brief-html.mjs").BriefParts} parts */
    async print(parts) {
      await page.evaluate((brief) => {
        document.documentElement.lang = brief.lang;
        document.documentElement.dir = brief.dir;
        document.title = brief.title;
        document.body.innerHTML = brief.body;
        return document.fonts.ready.then(() => undefined);
      }, parts);
      const printed = await page.pdf({
        format: "A4",
        printBackground: true,
        tagged: true,
        preferCSSPageSize: true,
      });
      return reproduciblePdf(printed, parts.title, parts.lang);
    },
    close: () => browser.close(),
  };
}
