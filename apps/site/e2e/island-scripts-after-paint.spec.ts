import { expect, test, type Page } from "@playwright/test";
import { waitForIslands } from "./hydrated";

// What the first paint does not need is not fetched before the largest contentful paint: the
// island loader starts the page's scripts once the browser reports that paint
// (app/islands/after-largest-paint.ts).

type Loaded = { lcp: number; scripts: { name: string; startTime: number }[] };

/** The LCP time and the scripts the page fetched, from the browser's own timeline. */
async function timeline(page: Page, path: string): Promise<Loaded> {
  await page.goto(path);
  await waitForIslands(page);
  return page.evaluate(
    () =>
      new Promise<Loaded>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { renderTime: number })[];
          const first = entries[0]!;
          resolve({
            lcp: first.renderTime || first.startTime,
            scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
              .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
              .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

for (const path of ["/", "/de/contact", "/ar"]) {
  test(`${path} requests no island script before its first largest-contentful-paint entry`, async ({
    page,
  }) => {
    const loaded = await timeline(page, path);
    // The page has islands, so scripts did load: the check below cannot pass vacuously.
    expect(loaded.scripts.length).toBeGreaterThan(0);
    expect(loaded.scripts.filter((script) => script.startTime < loaded.lcp)).toEqual([]);
  });
}
