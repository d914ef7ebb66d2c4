#!/usr/bin/env node
// Writes apps/site/public/reports/<file>.pdf for every insight with a downloadUrl.
// Run from apps/site: `node scripts/reports/generate-reports.mjs`; commit the PDFs it writes.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, relative } from "node:path";
import { loadReports } from "./load-reports.mjs";
import { renderReportPdf } from "./render-report-pdf.mjs";

const reports = await loadReports();
if (reports.length === 0) {
  console.error("generate-reports: no insight has a downloadUrl");
  process.exit(1);
}
for (const report of reports) {
  const bytes = await renderReportPdf(report);
  await mkdir(dirname(report.outputFile), { recursive: true });
  await writeFile(report.outputFile, bytes);
  console.log(
    `generate-reports: ${relative(process.cwd(), report.outputFile)} (${bytes.length} bytes)`,
  );
}
