// Medians of the runs, the targets and the printed tables. Every page is held to the blank page
// measured in the same run. Applied throttling (Lighthouse `devtools`) is the target: LCP at most
// 1.3 times the blank page's, CLS 0. The simulated table (Lantern's estimate) is reported with
// its former targets (TBT at most 150 ms above the blank page's, LCP at most 1.5 times it) marked,
// no longer held; the four Lighthouse categories keep their targets (bench/README.md).
import { CATEGORIES } from "./audit-page.mjs";

/** Category targets: 100 everywhere; performance may dip to 98 on a noisy machine, never below. */
export const TARGETS = {
  performance: { floor: 98, label: "≥98 (100)" },
  accessibility: { floor: 100, label: "100" },
  "best-practices": { floor: 100, label: "100" },
  seo: { floor: 100, label: "100" },
};

/** Former load targets of the simulated table against the blank page of the same run (reported). */
export const LOAD_TARGETS = Object.freeze({
  /** TBT at most this many ms above the blank page's. */
  tbtOverBlankMs: 150,
  /** LCP at most this multiple of the blank page's. */
  lcpTimesBlank: 1.5,
  /** Cumulative layout shift: none at all. */
  cls: 0,
});

/** The targets of applied throttling (Lighthouse `devtools`) against the blank page of the same run. */
export const APPLIED_TARGETS = Object.freeze({
  /** LCP at most this multiple of the blank page's. */
  lcpTimesBlank: 1.3,
  /** Cumulative layout shift: none at all. */
  cls: 0,
});

const SHORT = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "bp",
  seo: "seo",
};

/** The median of numbers (mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Per key of the runs' records (absent in a run counts 0), the median over the runs. */
export function medianRecord(runs, pick) {
  const keys = new Set(runs.flatMap((run) => Object.keys(pick(run) ?? {})));
  return Object.fromEntries(
    [...keys].map((key) => [key, median(runs.map((run) => pick(run)?.[key] ?? 0))]),
  );
}

/** Median scores, metrics and main-thread times of one page's runs, plus its category misses. */
export function summarizeRuns(runs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  );
  const metrics = medianRecord(runs, (run) => run.metrics);
  const misses = CATEGORIES.filter((id) => scores[id] < TARGETS[id].floor);
  return {
    scores,
    metrics,
    mainThread: medianRecord(runs, (run) => run.mainThread),
    scriptTime: medianRecord(runs, (run) => run.scriptTime),
    misses,
  };
}

/**
 * A page's medians against the blank page's: TBT minus the blank TBT, LCP divided by the blank
 * LCP, and the load targets it misses ("TBT", "LCP", "CLS").
 */
export function loadTargets(summary, blank, targets = LOAD_TARGETS) {
  const tbtOver = summary.metrics.tbt - blank.metrics.tbt;
  const lcpRatio = summary.metrics.lcp / blank.metrics.lcp;
  const misses = [];
  if (tbtOver > targets.tbtOverBlankMs) misses.push("TBT");
  if (!(lcpRatio <= targets.lcpTimesBlank)) misses.push("LCP");
  if (summary.metrics.cls > targets.cls) misses.push("CLS");
  return { tbtOver, lcpRatio, misses };
}

/** Every miss of a page: its categories below target, then its load targets. */
export function pageMisses(summary, blank) {
  return [...summary.misses, ...loadTargets(summary, blank).misses];
}

/**
 * Median metrics and performance score of one page's applied-throttling runs. A loaded machine
 * sometimes loses a run's trace (TBT NaN, performance 0): a metric a run could not measure is left
 * out of that metric's median rather than sorted among numbers.
 */
export function summarizeAppliedRuns(runs) {
  const finiteMedian = (values) => {
    const finite = values.filter((value) => Number.isFinite(value));
    return finite.length === 0 ? NaN : median(finite);
  };
  const keys = new Set(runs.flatMap((run) => Object.keys(run.metrics)));
  return {
    performance: finiteMedian(runs.map((run) => run.scores.performance)),
    metrics: Object.fromEntries(
      [...keys].map((key) => [key, finiteMedian(runs.map((run) => run.metrics[key]))]),
    ),
  };
}

/**
 * A page's applied-throttling medians against the blank page's: LCP divided by the blank LCP, TBT
 * minus the blank TBT (reported), and the targets it misses ("LCP", "CLS").
 */
export function appliedTargets(summary, blank, targets = APPLIED_TARGETS) {
  const lcpRatio = summary.metrics.lcp / blank.metrics.lcp;
  const tbtOver = summary.metrics.tbt - blank.metrics.tbt;
  const misses = [];
  if (!(lcpRatio <= targets.lcpTimesBlank)) misses.push("LCP");
  if (!(summary.metrics.cls <= targets.cls)) misses.push("CLS");
  return { lcpRatio, tbtOver, misses };
}

const int = (value) => Math.round(value).toLocaleString("en-US");
const mark = (missed) => (missed ? "MISS" : "ok");
// CLS 0 is the target: a shift too small for three decimals still shows, and still misses.
const clsText = (cls) => (cls === 0 ? "0" : cls < 0.001 ? cls.toExponential(1) : cls.toFixed(3));

function align(rows, ruleAfter) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((text, column) => (column ? text.padStart(widths[column]) : text.padEnd(widths[column])))
      .join("  ");
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  const lines = rows.map(line);
  lines.splice(ruleAfter, 0, rule);
  return lines.join("\n");
}

/**
 * The results as a text table: the blank page first, then one row per page with its medians, its
 * TBT above the blank page's and its LCP as a multiple of it, each load target marked ok or MISS;
 * the targets sit in the second heading row.
 */
export function formatTable(rows, blank, targets = LOAD_TARGETS) {
  const head = [
    "page",
    ...CATEGORIES.map((id) => SHORT[id]),
    "TBT ms",
    "TBT-blank",
    "LCP ms",
    "LCP/blank",
    "CLS",
    "FCP ms",
    "transfer KB",
  ];
  const goal = [
    "target",
    ...CATEGORIES.map((id) => TARGETS[id].label),
    "",
    `<= +${targets.tbtOverBlankMs} ms`,
    "",
    `<= ${targets.lcpTimesBlank}x`,
    `= ${targets.cls}`,
    "",
    "",
  ];
  const figures = (summary) => [
    int(summary.metrics.tbt),
    int(summary.metrics.lcp),
    clsText(summary.metrics.cls),
    int(summary.metrics.fcp),
    (summary.metrics.bytes / 1024).toFixed(1),
  ];
  const [blankTbt, blankLcp, blankCls, blankFcp, blankKb] = figures(blank);
  const blankRow = ["blank page (baseline)", "", "", "", ""];
  blankRow.push(blankTbt, "", blankLcp, "", blankCls, blankFcp, blankKb);
  const body = rows.map(({ name, path, summary }) => {
    const [tbt, lcp, cls, fcp, kb] = figures(summary);
    const { tbtOver, lcpRatio, misses } = loadTargets(summary, blank, targets);
    return [
      `${name} ${path}`,
      ...CATEGORIES.map((id) => `${summary.scores[id]} ${mark(summary.misses.includes(id))}`),
      tbt,
      `${tbtOver >= 0 ? "+" : ""}${int(tbtOver)} ${mark(misses.includes("TBT"))}`,
      lcp,
      `${lcpRatio.toFixed(2)}x ${mark(misses.includes("LCP"))}`,
      `${cls} ${mark(misses.includes("CLS"))}`,
      fcp,
      kb,
    ];
  });
  return align([head, goal, blankRow, ...body], 2);
}

/**
 * The applied-throttling results as a text table: the blank page first, then one row per page with
 * its medians, LCP as a multiple of the blank page's and CLS marked ok or MISS, TBT above the
 * blank page's (reported, no target).
 */
export function formatAppliedTable(rows, blank, targets = APPLIED_TARGETS) {
  const head = ["page", "perf", "LCP ms", "LCP/blank", "CLS", "FCP ms", "TBT ms", "TBT-blank"];
  const goal = ["target", "", "", `<= ${targets.lcpTimesBlank}x`, `= ${targets.cls}`, "", "", ""];
  const figures = (summary) => [
    Number.isNaN(summary.performance) ? "" : String(summary.performance),
    int(summary.metrics.lcp),
    clsText(summary.metrics.cls),
    int(summary.metrics.fcp),
    int(summary.metrics.tbt),
  ];
  const [blankPerf, blankLcp, blankCls, blankFcp, blankTbt] = figures(blank);
  const blankRow = ["blank page (baseline)", blankPerf, blankLcp, "", blankCls, blankFcp];
  blankRow.push(blankTbt, "");
  const body = rows.map(({ name, path, summary }) => {
    const [perf, lcp, cls, fcp, tbt] = figures(summary);
    const { lcpRatio, tbtOver, misses } = appliedTargets(summary, blank, targets);
    return [
      `${name} ${path}`,
      perf,
      lcp,
      `${lcpRatio.toFixed(2)}x ${mark(misses.includes("LCP"))}`,
      `${cls} ${mark(misses.includes("CLS"))}`,
      fcp,
      tbt,
      `${tbtOver >= 0 ? "+" : ""}${int(tbtOver)}`,
    ];
  });
  return align([head, goal, blankRow, ...body], 2);
}

/**
 * Where a page's main-thread time goes (median ms per Lighthouse group, largest first) and the
 * scripts that cost the most (bootup-time), as printable lines: the trace behind a missed target.
 */
export function formatCosts(name, summary, { groups = 4, scripts = 3 } = {}) {
  const byTime = (record) => Object.entries(record).sort((a, b) => b[1] - a[1]);
  const thread = byTime(summary.mainThread)
    .slice(0, groups)
    .map(([group, ms]) => `${group} ${int(ms)}`);
  const heavy = byTime(summary.scriptTime)
    .slice(0, scripts)
    .map(([url, ms]) => `${url.replace(/^https?:\/\/[^/]+/, "")} ${int(ms)}`);
  return [
    `  ${name}:`,
    `    main thread (ms): ${thread.join(", ") || "n/a"}`,
    `    scripts (ms): ${heavy.join(", ") || "none"}`,
  ];
}

/** Audits that lost points in most runs of a page, as printable lines (the causes to fix). */
export function formatLostPoints(name, runs) {
  const counts = new Map();
  for (const run of runs) {
    for (const item of run.lost) {
      const key = `${item.category} ${item.id}`;
      const seen = counts.get(key) ?? { ...item, runs: 0 };
      seen.runs += 1;
      counts.set(key, seen);
    }
  }
  const majority = [...counts.values()].filter((item) => item.runs * 2 > runs.length);
  if (majority.length === 0) return [`  ${name}: nothing lost`];
  return [
    `  ${name}:`,
    ...majority.map(
      (item) =>
        `    ${item.category.padEnd(14)} ${item.id}${item.display ? ` (${item.display})` : ""}` +
        `${item.weight > 0 ? `, weight ${item.weight}` : ""}`,
    ),
  ];
}
