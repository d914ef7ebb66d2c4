import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { loadReports } from "./load-reports.mjs";
import { longDate, renderReportPdf } from "./render-report-pdf.mjs";

const reports = await loadReports();

describe("the bundled PDF reports", () => {
  it("are the two insights dated 2025-06-16 that carry a downloadUrl", () => {
    expect(reports.map((r) => [r.downloadUrl, r.date]).sort()).toEqual([
      ["/reports/ai-roi-measurement-report-2025.pdf", "2025-06-16"],
      ["/reports/enterprise-ai-scaling-report-2025.pdf", "2025-06-16"],
    ]);
  });

  it.each(reports.map((r) => [r.slug, r]))("%s is committed, opens, and has a title page, contents and body", async (_slug, report) => {
    const pdf = await PDFDocument.load(await readFile(report.outputFile));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5);
    expect(pdf.getTitle()).toBe(report.title);
    expect(pdf.getAuthor()).toBe("Vantreo Research Team");
    expect(pdf.getCreator()).toBe("Vantreo Data & AI");
    expect(pdf.getCreationDate()?.toISOString()).toBe("2025-06-16T12:00:00.000Z");
  });

  it.each(reports.map((r) => [r.slug, r]))("%s matches its markdown (rerun generate-reports.mjs if this fails)", async (_slug, report) => {
    const committed = new Uint8Array(await readFile(report.outputFile));
    const fresh = await renderReportPdf(report);
    expect(Buffer.from(fresh).equals(Buffer.from(committed))).toBe(true);
  });
});

describe("longDate", () => {
  it("writes an ISO date the way the title page prints it", () => {
    expect(longDate("2025-06-16")).toBe("June 16, 2025");
    expect(longDate("2025-01-04")).toBe("January 4, 2025");
  });
});
