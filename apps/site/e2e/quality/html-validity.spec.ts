/**
 * HTML: every prerendered page (each locale, and the not-found pages) passes the W3C
 * Nu HTML Checker with zero errors. vnu runs ONCE over all documents of the build: one JVM start
 * instead of one per page. It reads the files the server sends, so no browser is needed.
 */
import { expect, test } from "@playwright/test";
import { clientDir } from "../../scripts/build-dir.mjs";
import { listHtmlFiles } from "../../scripts/quality/html-files.mjs";
import { runVnu } from "../../scripts/quality/run-vnu.mjs";

test("every prerendered HTML document passes the Nu HTML Checker without errors", async () => {
  test.setTimeout(240_000);
  const client = clientDir();
  const files = await listHtmlFiles(client);
  // Pages of all three locales and their not-found pages (a build of the whole site).
  expect(files.length).toBeGreaterThan(100);
  for (const notFound of ["404.html", "de/404.html", "ar/404.html"]) {
    expect(files).toContain(`${client}${notFound}`);
  }
  const errors = await runVnu(files, { root: client });
  const report = errors.map(
    (error) => `${error.file}:${error.line}:${error.column} ${error.message} — ${error.extract}`,
  );
  expect(report, report.join("\n")).toEqual([]);
});
