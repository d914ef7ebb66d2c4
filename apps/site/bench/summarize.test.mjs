import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BLANK_HTML, BUTTON_HTML, BUTTON_SCRIPT, createBaselineSite } from "./baseline-site.mjs";
import { missingPages, newestSlug, selectPages, sitePages } from "./site-pages.mjs";
import {
  APPLIED_TARGETS,
  LOAD_TARGETS,
  appliedTargets,
  formatAppliedTable,
  formatCosts,
  formatTable,
  loadTargets,
  median,
  pageMisses,
  summarizeAppliedRuns,
  summarizeRuns,
} from "./summarize.mjs";

const perfect = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
const run = (metrics, extra = {}) => ({
  scores: perfect,
  metrics: { lcp: 800, tbt: 50, cls: 0, fcp: 700, bytes: 2048, ...metrics },
  mainThread: {},
  scriptTime: {},
  lost: [],
  ...extra,
});
const summary = (metrics) => summarizeRuns([run(metrics), run(metrics), run(metrics)]);
const blank = summarizeRuns([run({ tbt: 40 }), run({ tbt: 60 }), run({ tbt: 50, lcp: 760 })]);

describe("medians", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("summarizes each metric and each main-thread group over the runs", () => {
    const runs = [
      run({ tbt: 300 }, { mainThread: { "Script Evaluation": 900, Other: 10 } }),
      run({ tbt: 100 }, { mainThread: { "Script Evaluation": 500 } }),
      run({ tbt: 200 }, { mainThread: { "Script Evaluation": 700, Other: 30 } }),
    ];
    const result = summarizeRuns(runs);
    expect(result.metrics.tbt).toBe(200);
    // A group absent from a run counts 0 there.
    expect(result.mainThread).toEqual({ "Script Evaluation": 700, Other: 10 });
  });
});

describe("given a blank page with TBT 50 ms and LCP 800 ms", () => {
  it("meets the targets at exactly +150 ms TBT, 1.5x LCP and CLS 0", () => {
    const result = loadTargets(summary({ tbt: 200, lcp: 1200, cls: 0 }), blank);
    expect(result).toEqual({ tbtOver: 150, lcpRatio: 1.5, misses: [] });
  });

  it("misses TBT one millisecond above blank + 150 ms", () => {
    expect(loadTargets(summary({ tbt: 201 }), blank).misses).toEqual(["TBT"]);
  });

  it("misses LCP above 1.5 times the blank page's", () => {
    expect(loadTargets(summary({ lcp: 1201 }), blank).misses).toEqual(["LCP"]);
  });

  it("misses CLS on any shift at all, however small", () => {
    expect(loadTargets(summary({ cls: 0.0004 }), blank).misses).toEqual(["CLS"]);
  });

  it("counts a category below its floor and a load target among a page's misses", () => {
    const low = summarizeRuns([
      run({ tbt: 400 }, { scores: { ...perfect, performance: 90 } }),
      run({ tbt: 400 }, { scores: { ...perfect, performance: 90 } }),
      run({ tbt: 400 }, { scores: { ...perfect, performance: 97 } }),
    ]);
    expect(pageMisses(low, blank)).toEqual(["performance", "TBT"]);
    expect(pageMisses(summary({}), blank)).toEqual([]);
  });

  it("prints the blank page first, then each page's TBT above it and LCP over it, marked", () => {
    const table = formatTable(
      [
        { name: "home", path: "/", summary: summary({ tbt: 120, lcp: 1000 }) },
        { name: "contact", path: "/contact", summary: summary({ tbt: 450, lcp: 2000, cls: 0.02 }) },
      ],
      blank,
    ).split("\n");
    expect(table[0]).toMatch(/^page\s.*TBT ms\s+TBT-blank\s+LCP ms\s+LCP\/blank\s+CLS\s+FCP ms/);
    expect(table[1]).toContain(`<= +${LOAD_TARGETS.tbtOverBlankMs} ms`);
    expect(table[1]).toContain("<= 1.5x");
    expect(table[3]).toMatch(/^blank page \(baseline\)\s+50\s+800\s+0\s+700\s+2\.0$/);
    expect(table[4]).toMatch(/^home \/\s.*\+70 ok\s+1,000\s+1\.25x ok\s+0 ok/);
    expect(table[5]).toMatch(/\+400 MISS\s+2,000\s+2\.50x MISS\s+0\.020 MISS/);
  });

  it("names the largest main-thread groups and the costliest scripts of a page", () => {
    const costs = formatCosts("home /", {
      mainThread: { "Script Evaluation": 812.4, "Style & Layout": 301, Other: 90 },
      scriptTime: { "http://127.0.0.1:1/assets/framework-1.js": 400, "http://127.0.0.1:1/": 80 },
    });
    expect(costs).toEqual([
      "  home /:",
      "    main thread (ms): Script Evaluation 812, Style & Layout 301, Other 90",
      "    scripts (ms): /assets/framework-1.js 400, / 80",
    ]);
  });
});

describe("applied throttling, given a blank page with LCP 800 ms", () => {
  // Applied runs score performance only; the other categories are not run (NaN).
  const applied = (metrics, performance = 99) =>
    run(metrics, { scores: { performance, accessibility: NaN, "best-practices": NaN, seo: NaN } });
  const appliedBlank = summarizeAppliedRuns([
    applied({ lcp: 790, tbt: 10 }),
    applied({ lcp: 800, tbt: 0 }),
    applied({ lcp: 900, tbt: 20 }),
  ]);

  it("summarizes the performance score and each metric as medians", () => {
    expect(appliedBlank.performance).toBe(99);
    expect(appliedBlank.metrics).toMatchObject({ lcp: 800, tbt: 10 });
  });

  it("leaves a metric a run could not measure out of its median", () => {
    const page = summarizeAppliedRuns([
      applied({ lcp: 1000, tbt: NaN }),
      applied({ lcp: 1100, tbt: 30 }),
      applied({ lcp: 1200, tbt: 50 }),
    ]);
    expect(page.metrics).toMatchObject({ lcp: 1100, tbt: 40 });
  });

  it("meets the targets at exactly 1.3x LCP and CLS 0, whatever the TBT", () => {
    const page = summarizeAppliedRuns([applied({ lcp: 1040, tbt: 900 })]);
    expect(appliedTargets(page, appliedBlank)).toEqual({ lcpRatio: 1.3, tbtOver: 890, misses: [] });
    expect(APPLIED_TARGETS).toEqual({ lcpTimesBlank: 1.3, cls: 0 });
  });

  it("misses LCP above 1.3 times the blank page's and CLS on any shift", () => {
    const slow = summarizeAppliedRuns([applied({ lcp: 1041, cls: 0.0001 })]);
    expect(appliedTargets(slow, appliedBlank).misses).toEqual(["LCP", "CLS"]);
  });

  it("prints the blank page first, then each page's LCP over it and CLS marked, TBT reported", () => {
    const table = formatAppliedTable(
      [
        { name: "home", path: "/", summary: summarizeAppliedRuns([applied({ lcp: 1000 })]) },
        {
          name: "contact",
          path: "/contact",
          summary: summarizeAppliedRuns([applied({ lcp: 1200, tbt: 40, cls: 0.02 }, 90)]),
        },
      ],
      appliedBlank,
    ).split("\n");
    expect(table[0]).toMatch(
      /^page\s+perf\s+LCP ms\s+LCP\/blank\s+CLS\s+FCP ms\s+TBT ms\s+TBT-blank$/,
    );
    expect(table[1]).toMatch(/<= 1\.3x\s+= 0/);
    expect(table[3]).toMatch(/^blank page \(baseline\)\s+99\s+800\s+0\s+700\s+10\s*$/);
    expect(table[4]).toMatch(/^home \/\s+99\s+1,000\s+1\.25x ok\s+0 ok\s+700\s+50\s+\+40$/);
    expect(table[5]).toMatch(
      /^contact \/contact\s+90\s+1,200\s+1\.50x MISS\s+0\.020 MISS\s+700\s+40\s+\+30$/,
    );
  });
});

describe("the sampled pages", () => {
  it("cover at least 15 pages in the three locales, each kind of page the issue names", () => {
    const pages = sitePages();
    const paths = pages.map((page) => page.path);
    expect(pages.length).toBeGreaterThanOrEqual(15);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ["/", "/de", "/ar", "/services", "/ar/services", "/contact", "/de/contact"])
      expect(paths).toContain(path);
    for (const path of ["/atlanta-data-experts", "/ar/atlanta-data-experts", "/insights"])
      expect(paths).toContain(path);
    for (const prefix of ["/services/", "/insights/", "/case-studies/", "/compare/", "/tools/"])
      expect(paths.some((path) => path.startsWith(prefix))).toBe(true);
  });

  it("narrows the sample to the BENCH_PAGES paths, in its order, and rejects a path outside it", () => {
    const pages = sitePages();
    expect(selectPages(pages, undefined)).toBe(pages);
    expect(selectPages(pages, " ")).toBe(pages);
    expect(selectPages(pages, "/ar, /").map((page) => page.path)).toEqual(["/", "/ar"]);
    expect(() => selectPages(pages, "/,/nowhere")).toThrow("/nowhere");
  });

  it("picks the newest document of a collection and reports pages missing from a build", () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-pages-"));
    try {
      mkdirSync(join(dir, "insights"));
      writeFileSync(join(dir, "insights", "old.md"), "---\ndate: 2024-01-02\n---\n");
      writeFileSync(join(dir, "insights", "new.md"), '---\ndate: "2025-03-04"\n---\n');
      expect(newestSlug(join(dir, "insights"))).toBe("new");
      writeFileSync(join(dir, "index.html"), "<p>home</p>");
      const pages = [
        { name: "home", path: "/" },
        { name: "gone", path: "/gone" },
      ];
      expect(missingPages(pages, `${dir}/`)).toEqual([{ name: "gone", path: "/gone" }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("hold the site to a truly blank page: no stylesheet, no font, no script", () => {
    expect(BLANK_HTML).not.toMatch(/<link rel="stylesheet"|<style|<script|@font-face/);
    expect(BLANK_HTML).toContain("<p>Blank page.</p>");
  });

  it("hold interactions to a static page with one button whose handler does nothing", () => {
    expect(BUTTON_HTML.match(/<button/g)).toHaveLength(1);
    expect(BUTTON_HTML).not.toMatch(/<link rel="stylesheet"|<style|@font-face/);
    expect(BUTTON_SCRIPT).toMatch(/addEventListener\("click", \(\) => \{\}\)/);
    const site = createBaselineSite();
    try {
      expect(readFileSync(join(site.root, "button", "index.html"), "utf8")).toBe(BUTTON_HTML);
      expect(readFileSync(join(site.root, "index.html"), "utf8")).toBe(BLANK_HTML);
    } finally {
      site.remove();
    }
  });
});
