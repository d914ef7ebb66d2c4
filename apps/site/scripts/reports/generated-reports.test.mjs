import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { loadReports } from "./load-reports.mjs";
import { pdfTextRuns, textInFont } from "./pdf-text-runs.mjs";
import { longDate, renderReportPdf } from "./render-report-pdf.mjs";
import { THEME } from "./report-theme.mjs";

const reports = await loadReports();
const committed = Object.fromEntries(
  await Promise.all(
    reports.map(async (r) => [r.slug, new Uint8Array(await readFile(r.outputFile))]),
  ),
);

/** The body pages' runs (after the title and contents pages), all pages in one list. */
async function bodyRuns(/** @type {string} */ slug) {
  return (await pdfTextRuns(committed[slug])).slice(2).flat();
}

describe("the bundled PDF reports", () => {
  it("are the two insights dated 2025-06-16 that carry a downloadUrl", () => {
    expect(reports.map((r) => [r.downloadUrl, r.date]).sort()).toEqual([
      ["/reports/ai-roi-measurement-report-2025.pdf", "2025-06-16"],
      ["/reports/enterprise-ai-scaling-report-2025.pdf", "2025-06-16"],
    ]);
  });

  it.each(reports.map((r) => [r.slug, r]))(
    "%s is committed, opens, and has a title page, contents and body",
    async (slug, report) => {
      const pdf = await PDFDocument.load(committed[slug]);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5);
      expect(pdf.getTitle()).toBe(report.title);
      expect(pdf.getAuthor()).toBe("Vantreo Research Team");
      expect(pdf.getCreator()).toBe("Vantreo Data & AI");
      expect(pdf.getCreationDate()?.toISOString()).toBe("2025-06-16T12:00:00.000Z");
    },
  );

  it.each(reports.map((r) => [r.slug, r]))(
    "%s matches its markdown (rerun generate-reports.mjs if this fails)",
    async (slug, report) => {
      const fresh = await renderReportPdf(report);
      expect(Buffer.from(fresh).equals(Buffer.from(committed[slug]))).toBe(true);
    },
  );
});

describe("what the markdown says survives into the PDF", () => {
  it("prints section headings in bold at heading size and lists them on the contents page", async () => {
    const [, contents] = await pdfTextRuns(committed["ai-roi-measurement-report-2025"]);
    const runs = await bodyRuns("ai-roi-measurement-report-2025");
    const headings = textInFont(runs, "Helvetica-Bold", THEME.size.h2);
    for (const heading of [
      "Executive summary",
      "A five-part value taxonomy",
      "A worked example",
      "Next steps",
    ]) {
      expect(headings).toContain(heading);
      expect(textInFont(contents ?? [], "Helvetica")).toContain(heading);
    }
    expect(textInFont(runs, "Helvetica-Bold", THEME.size.h3)).toContain(
      "Measure the baseline first",
    );
  });

  it("numbers an ordered list from the markdown and marks bullet items", async () => {
    const runs = await bodyRuns("ai-roi-measurement-report-2025");
    const markers = runs
      .filter((run) => run.font === "Helvetica-Bold" && /^\d\.$/.test(run.text))
      .map((run) => run.text);
    expect(markers.slice(0, 5)).toEqual(["1.", "2.", "3.", "4.", "5."]);
    expect(runs.filter((run) => run.text === "\u2022").length).toBeGreaterThanOrEqual(4);
    expect(textInFont(runs, "Helvetica")).toContain(
      "share of eligible transactions that use the AI capability.",
    );
  });

  it("draws a table's header cells in bold and its body cells in the regular face", async () => {
    const runs = await bodyRuns("ai-roi-measurement-report-2025");
    const bold = textInFont(runs, "Helvetica-Bold", THEME.size.table);
    const regular = textInFont(runs, "Helvetica", THEME.size.table);
    expect(bold).toContain("Value type Examples Typical metric");
    expect(regular).toContain("Cost per transaction");
    expect(regular).toContain("-$262,200");
  });

  it("keeps bold, italic and code as their own faces, and a quote in italics", async () => {
    const roi = await bodyRuns("ai-roi-measurement-report-2025");
    expect(textInFont(roi, "Helvetica-Bold", THEME.size.body)).toContain(
      "Benefits are counted in the wrong currency.",
    );
    expect(textInFont(roi, "Helvetica-Oblique", THEME.size.body)).toContain("after");
    expect(textInFont(roi, "Courier")).toContain("volume = 120_000");
    expect(textInFont(roi, "Helvetica-Oblique")).toContain(
      "Hours saved is a measure of opportunity, not of return.",
    );
    const scaling = await bodyRuns("enterprise-ai-scaling-report-2025");
    expect(textInFont(scaling, "Helvetica-Bold", THEME.size.body)).toContain(
      "80 percent of enterprise AI projects stall",
    );
    expect(textInFont(scaling, "Helvetica-Oblique", THEME.size.body)).toContain("number");
    // Internal links print only their text: the printed page cannot follow them.
    expect(textInFont(scaling, "Helvetica")).toContain(
      "The enterprise AI failure rate and AI project failure rate pages",
    );
  });
});

describe("longDate", () => {
  it("writes an ISO date the way the title page prints it", () => {
    expect(longDate("2025-06-16")).toBe("June 16, 2025");
    expect(longDate("2025-01-04")).toBe("January 4, 2025");
  });
});
