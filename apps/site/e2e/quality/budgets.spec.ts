/**
 * Issue 16, performance budgets, checked in CI: initial JavaScript and CSS ≤ 25 KB (brotli) on
 * every route, read from the built pages with the postbuild's own measure. The JavaScript target
 * is 100 KB; until every route meets it, CI enforces the ceilings of route-budgets.mjs (the
 * weights when the gate landed) and reports every route still over the target; and the
 * home page's whole first-visit transfer ≤ 350 KB, measured in Chromium as the sum of the encoded
 * body sizes of the document and every resource it loads, with `Accept-Encoding: br`.
 */
import { expect, test } from "@playwright/test";
import { clientDir } from "../../scripts/build-dir.mjs";
import { BUDGETS, JS_CEILINGS, routesOverCeiling } from "../../scripts/quality/route-budgets.mjs";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test("no route's initial JavaScript exceeds its ceiling (target 100 KB) and CSS stays ≤ 25 KB (brotli)", async () => {
  test.setTimeout(120_000);
  const { rows, over, overTarget } = await routesOverCeiling(clientDir());
  expect(rows.length).toBeGreaterThan(100);
  const heaviest = rows.reduce((max, row) => (row.js > max.js ? row : max));
  test.info().annotations.push({
    type: "heaviest route",
    description: `${heaviest.path}: JS ${kb(heaviest.js)}, CSS ${kb(heaviest.css)}`,
  });
  test.info().annotations.push({
    type: "over the 100 KB target (issue 16 open)",
    description: `${overTarget.length} of ${rows.length} routes (ceilings: ${kb(JS_CEILINGS.other)}, tools ${kb(JS_CEILINGS.tools)}; target ${kb(BUDGETS.js)})`,
  });
  // One message naming every route over budget, so one run shows the whole job.
  expect(over, `${over.length} of ${rows.length} routes over budget:\n${over.join("\n")}`).toEqual(
    [],
  );
});

test.describe("the home page in Chromium", () => {
  test.use({ extraHTTPHeaders: { "Accept-Encoding": "br" } });

  test("transfers at most 350 KB on a first visit", async ({ page }) => {
    const response = await page.goto("/", { waitUntil: "networkidle" });
    // The document itself came brotli-compressed, so the sizes below are what ships.
    expect(response?.headers()["content-encoding"]).toBe("br");
    const entries = await page.evaluate(() =>
      [
        ...performance.getEntriesByType("navigation"),
        ...performance.getEntriesByType("resource"),
      ].map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { name: timing.name, bytes: timing.encodedBodySize };
      }),
    );
    const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
    test.info().annotations.push({
      type: "home page transfer",
      description: `${kb(total)} in ${entries.length} responses (budget ${kb(BUDGETS.homeTransfer)})`,
    });
    const largest = [...entries]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 10)
      .map((entry) => `  ${kb(entry.bytes).padStart(9)}  ${new URL(entry.name).pathname}`);
    expect(
      total,
      `home page transfers ${kb(total)} > ${kb(BUDGETS.homeTransfer)} in ${entries.length} responses; largest:\n${largest.join("\n")}`,
    ).toBeLessThanOrEqual(BUDGETS.homeTransfer);
  });
});
