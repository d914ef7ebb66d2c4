import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { buildDir } from "../scripts/build-dir.mjs";
import { gotoHydrated } from "./hydrated";

// A page preloads its own islands' chunks (`<link rel="modulepreload">` in <head>) and runs one
// module entry; it preloads no chunk only another page's islands need, and fetches no island script
// it did not preload (no request waterfall). The map is the build's own (vite-plugins/island-chunks.ts).
const chunks = JSON.parse(readFileSync(`${buildDir()}/island-chunks.json`, "utf8")) as Record<
  string,
  string[]
>;

for (const path of ["/", "/de/contact", "/ar", "/tools/ai-roi-calculator"]) {
  test(`${path} preloads exactly its own islands' chunks, none of another page's`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const loaded = await page.evaluate(() => ({
      islands: [...document.querySelectorAll("vantreo-island")].map(
        (island) => (island as HTMLElement).dataset.island ?? "",
      ),
      preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => ({
        href: new URL((link as HTMLLinkElement).href).pathname,
        inHead: link.parentElement === document.head,
      })),
      entries: [...document.querySelectorAll('script[type="module"]')].map(
        (script) => new URL((script as HTMLScriptElement).src).pathname,
      ),
      fetched: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
        .map((url) => url.pathname),
    }));
    expect(loaded.islands.length).toBeGreaterThan(0);
    expect(loaded.entries).toHaveLength(1);
    const entry = loaded.entries[0]!;
    const preloaded = new Set(loaded.preloads.map((preload) => preload.href));
    expect(loaded.preloads.every((preload) => preload.inHead)).toBe(true);
    const own = new Set(loaded.islands.flatMap((name) => chunks[name] ?? []));
    for (const file of own) if (file !== entry) expect(preloaded, file).toContain(file);
    const others = Object.entries(chunks)
      .filter(([name]) => !loaded.islands.includes(name))
      .flatMap(([, files]) => files)
      .filter((file) => !own.has(file));
    expect(others.length).toBeGreaterThan(0);
    expect([...preloaded].filter((href) => others.includes(href))).toEqual([]);
    // Every script the page fetched until its load and idle islands hydrated was announced.
    expect(loaded.fetched.filter((file) => file !== entry && !preloaded.has(file))).toEqual([]);
  });
}
