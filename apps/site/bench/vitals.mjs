// `pnpm bench`, second part: the page loads as a visitor on a mid-range phone lives them. Chromium
// through Playwright, a fresh context per load, the network slowed by CDP to 4G (150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU 4 times (visitor-browser.mjs). Each page's
// own web-vitals are read with the library the site records them with (`web-vitals`, the same
// package as use-web-vitals.ts; LCP, FCP, TTFB, CLS, INP), registered before the page's first
// script; the page is then left, so the library reports its final values as it does for the
// site's record (on hidden). 15 pages (site-pages.mjs) and the blank page, round by round, median
// of 5 loads.
//
// Targets against the blank page of the same run, as the applied Lighthouse table: LCP at most
// 1.3 times the blank page's, CLS 0. A report: exits non-zero on a miss only with BENCH_STRICT=1.
// Options: SITE_BUILD_DIR, BENCH_VISITOR_RUNS (default 5), BENCH_PAGES (as lighthouse.mjs),
// CHROMIUM_PATH.
import { cpus, loadavg } from "node:os";
import { selectPages, sitePages } from "./site-pages.mjs";
import { startSites } from "./serve-sites.mjs";
import {
  NETWORK_4G,
  launchVisitorBrowser,
  openVisitorPage,
  pause,
  webVitalsScript,
  webVitalsVersion,
} from "./visitor-browser.mjs";
import {
  VITALS_TARGETS,
  formatVitalsTable,
  summarizeVitals,
  vitalsTargets,
} from "./visitor-summary.mjs";

const started = Date.now();
const runs = Number(process.env.BENCH_VISITOR_RUNS ?? 5);
const strict = process.env.BENCH_STRICT === "1";

// Every report of every metric goes to the bench (reportAllChanges); the last one of a load is its
// final value. The top document only: frames are not the page.
const REGISTER = `if (window === window.top) {
  const report = (metric) => window.__benchVital({ name: metric.name, value: metric.value });
  for (const observe of [webVitals.onLCP, webVitals.onFCP, webVitals.onTTFB, webVitals.onCLS, webVitals.onINP]) {
    observe(report, { reportAllChanges: true });
  }
}`;

/** One load of `url`: the last value the library reported for each metric. */
async function measureLoad(browser, url) {
  const record = {};
  // One script: Playwright may wrap each init script in a function, so `webVitals` stays in scope.
  const visitor = await openVisitorPage(browser, { init: [`${webVitalsScript()}\n${REGISTER}`] });
  try {
    await visitor.page.exposeFunction("__benchVital", ({ name, value }) => {
      record[name] = value;
    });
    await visitor.page.goto(url, { waitUntil: "load", timeout: 120_000 });
    // The islands and anything late after `load`; then a quiet second.
    await visitor.page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
    await pause(1_000);
    // Leaving the page hides it: the library reports its final LCP and CLS, as for the site's record.
    await visitor.page.goto("about:blank");
    await pause(300);
  } finally {
    await visitor.close();
  }
  return record;
}

const sites = await startSites();
const { browser, version, close } = await launchVisitorBrowser();
const targets = [
  { name: "blank page", path: "/", origin: sites.baseline, records: [] },
  ...selectPages(sitePages(), process.env.BENCH_PAGES).map((page) => ({
    ...page,
    origin: sites.site,
    records: [],
  })),
];
try {
  await measureLoad(browser, `${sites.baseline}/`); // untimed: a cold browser
  for (let round = 1; round <= runs; round += 1) {
    for (const target of targets) {
      const record = await measureLoad(browser, `${target.origin}${target.path}`);
      target.records.push(record);
      const text = Object.entries(record)
        .map(([name, value]) => `${name} ${name === "CLS" ? value : Math.round(value)}`)
        .join(" ");
      console.log(`run ${round}/${runs} ${target.name.padEnd(16)} ${text}`);
    }
  }
} finally {
  await close();
  sites.close();
}

const [baseline, ...pages] = targets.map((target) => ({
  ...target,
  summary: summarizeVitals(target.records),
}));
console.log(
  `\nvisitor page loads (Playwright, Chromium ${version}, web-vitals ${webVitalsVersion()}; ` +
    `4G ${NETWORK_4G.latencyMs} ms RTT, ${NETWORK_4G.downloadKbps / 1000} Mbit/s down, ` +
    `${NETWORK_4G.uploadKbps} kbit/s up; 4x CPU slowdown), median of ${runs} loads; ` +
    `${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}`,
);
console.log(`build: ${sites.client}\n`);
console.log(formatVitalsTable(pages, baseline.summary));
const missed = pages
  .map((page) => ({ page, misses: vitalsTargets(page.summary, baseline.summary).misses }))
  .filter(({ misses }) => misses.length > 0);
const targetText = `LCP <= ${VITALS_TARGETS.lcpTimesBlank} x blank, CLS ${VITALS_TARGETS.cls}`;
console.log(
  missed.length === 0
    ? `\ntargets (${targetText}): met on all ${pages.length} pages`
    : `\ntargets (${targetText}): NOT met on ${missed.length} of ${pages.length} pages: ` +
        missed.map(({ page, misses }) => `${page.path} (${misses.join(", ")})`).join("; "),
);
console.log(`bench time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (strict && missed.length > 0) process.exitCode = 1;
