// `pnpm bench`, third part: how fast the page answers what visitors do, on a mid-range phone (4x
// CPU slowdown, 4G; visitor-browser.mjs). Playwright taps and types with real input events; the
// page's Event Timing entries (PerformanceObserver "event", durationThreshold 16, observed from
// before the page's first script) give each interaction's latency as web-vitals computes it, and
// each action's INP over its interactions (visitor-summary.mjs). Actions (visitor-actions.mjs):
// answer the cookie banner, open and close the menu, open search with Ctrl+K, type a query,
// close search, toggle the theme, switch language (on `/`, `/de/services`, `/ar/contact`); step
// through the ROI calculator and the data maturity assessment; submit the contact form with
// errors; and an early tap: the menu tapped as soon as the document is parsed, timed until the
// menu is open. Baseline in the same run, round by round: a static page with one button whose
// handler does nothing (baseline-site.mjs), tapped three times: the median of the three.
//
// Targets: every action's INP at most 80 ms above the baseline's; the early tap's menu open within
// 500 ms of the document being parsed. A report: exits non-zero on a miss only with BENCH_STRICT=1.
// Options: SITE_BUILD_DIR, BENCH_INTERACTION_RUNS (default 5), BENCH_FLOWS (only these flows,
// comma-separated names of visitor-actions.mjs, while iterating), CHROMIUM_PATH.
import { cpus, loadavg } from "node:os";
import { startSites } from "./serve-sites.mjs";
import { FLOWS, EARLY_TAP_PAGES, baselineFlow, earlyTapLoad } from "./visitor-actions.mjs";
import { median } from "./summarize.mjs";
import { NETWORK_4G, launchVisitorBrowser } from "./visitor-browser.mjs";
import {
  INTERACTION_TARGETS,
  earlyTap,
  finiteMedian,
  formatEarlyTapTable,
  formatInteractionTable,
  inpTarget,
} from "./visitor-summary.mjs";

const started = Date.now();
const runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
const strict = process.env.BENCH_STRICT === "1";
const only = (process.env.BENCH_FLOWS ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter(
  (name) => !FLOWS.some((flow) => flow.name === name) && name !== "early-tap",
);
if (unknown.length > 0) throw new Error(`BENCH_FLOWS: unknown flows ${unknown.join(", ")}`);
const flows = only.length === 0 ? FLOWS : FLOWS.filter((flow) => only.includes(flow.name));
const earlyPages = only.length === 0 || only.includes("early-tap") ? EARLY_TAP_PAGES : [];

const sites = await startSites();
const { browser, version, close } = await launchVisitorBrowser();
const baselineInps = [];
/** Per "action path" key: `{ action, path, inps }`, in the order first measured. */
const rows = new Map();
const taps = new Map(earlyPages.map((path) => [path, []]));
const failures = [];

try {
  await baselineFlow(browser, sites.baseline); // untimed: a cold browser
  for (let round = 1; round <= runs; round += 1) {
    const baseline = await baselineFlow(browser, sites.baseline);
    baselineInps.push(baseline);
    console.log(`run ${round}/${runs} one-button page: INP ${Math.round(baseline)} ms`);
    for (const flow of flows) {
      let results = [];
      try {
        results = await flow.run(browser, sites.site, results);
      } catch (error) {
        // A flow that cannot finish (a control missing or never answering) is reported, not fatal.
        failures.push(`${flow.name} ${flow.path} (run ${round}): ${error.message.split("\n")[0]}`);
        console.log(
          `run ${round}/${runs} ${flow.name} ${flow.path}: FAILED ${error.message.split("\n")[0]}`,
        );
        const measured = results.map((result) => result.action);
        const rest = flow.actions.filter((action) => !measured.includes(action));
        results.push(...rest.map((action) => ({ action, inp: NaN })));
      }
      for (const { action, inp, interactions } of results) {
        const key = `${action} ${flow.path}`;
        if (!rows.has(key)) rows.set(key, { action, path: flow.path, inps: [] });
        rows.get(key).inps.push(inp);
        const count = interactions === undefined ? "" : ` (${interactions} interactions)`;
        console.log(
          `run ${round}/${runs} ${action.padEnd(22)} ${flow.path}: INP ${Math.round(inp)} ms${count}`,
        );
      }
    }
    for (const path of earlyPages) {
      const tap = await earlyTapLoad(browser, sites.site, path);
      taps.get(path).push(tap);
      const { tapAfterParse, openAfterParse } = earlyTap(tap);
      console.log(
        `run ${round}/${runs} early tap ${path}: tap ${Math.round(tapAfterParse)} ms after parse, ` +
          `menu open ${Number.isFinite(openAfterParse) ? `${Math.round(openAfterParse)} ms` : "never"}`,
      );
    }
  }
} finally {
  await close();
  sites.close();
}

console.log(
  `\ninteractions (Playwright, Chromium ${version}; Event Timing, durationThreshold 16; ` +
    `4x CPU slowdown, 4G ${NETWORK_4G.latencyMs} ms RTT), median of ${runs} runs; ` +
    `${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}`,
);
console.log(`build: ${sites.client}\n`);
console.log(formatInteractionTable([...rows.values()], baselineInps));
if (earlyPages.length > 0)
  console.log(`\n${formatEarlyTapTable([...taps].map(([path, t]) => ({ path, taps: t })))}`);
for (const failure of failures) console.log(`failed: ${failure}`);

const baseline = finiteMedian(baselineInps);
const missed = [
  ...[...rows.values()]
    .filter(({ inps }) => inpTarget(finiteMedian(inps), baseline).miss)
    .map(({ action, path }) => `${action} ${path}`),
  ...[...taps]
    .filter(([, t]) => {
      // A tap whose menu never opened counts as never (Infinity), not as a missing value.
      const open = median(t.map((tap) => earlyTap(tap).openAfterParse));
      return !(open <= INTERACTION_TARGETS.earlyTapMs);
    })
    .map(([path]) => `early tap ${path}`),
];
const targetText =
  `INP <= baseline + ${INTERACTION_TARGETS.inpOverBaselineMs} ms, ` +
  `early tap open <= ${INTERACTION_TARGETS.earlyTapMs} ms after parse`;
console.log(
  missed.length === 0
    ? `\ntargets (${targetText}): met`
    : `\ntargets (${targetText}): NOT met: ${missed.join("; ")}`,
);
console.log(`bench time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (strict && (missed.length > 0 || failures.length > 0)) process.exitCode = 1;
