// Medians of the runs, the targets of issue 16 and the printed table. Load figures (LCP, TBT,
// FCP) are also given as ratios to the baseline page measured in the same run.
import { CATEGORIES } from "./audit-page.mjs";

/** Category targets: 100 everywhere; performance may dip to 98 on a noisy machine, never below. */
export const TARGETS = {
  performance: { floor: 98, label: "≥98 (100)" },
  accessibility: { floor: 100, label: "100" },
  "best-practices": { floor: 100, label: "100" },
  seo: { floor: 100, label: "100" },
};

const SHORT = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "best-pr",
  seo: "seo",
};

/** The median of numbers (mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median scores and metrics of one page's runs, plus its misses against TARGETS. */
export function summarizeRuns(runs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  );
  const metrics = Object.fromEntries(
    Object.keys(runs[0].metrics).map((key) => [key, median(runs.map((run) => run.metrics[key]))]),
  );
  const misses = CATEGORIES.filter((id) => scores[id] < TARGETS[id].floor);
  return { scores, metrics, misses };
}

const int = (value) => Math.round(value).toLocaleString("en-US");
/**
 * Below this the baseline's figure is noise, not a measure of the machine (an idle machine blocks
 * 0 ms on the baseline page), and a ratio to it would read in the thousands.
 */
export const RATIO_FLOOR_MS = 10;

const ratio = (value, base) => (base >= RATIO_FLOOR_MS ? `${(value / base).toFixed(2)}x` : "n/a");

// The target of each figure sits in the "target" row right above it (see formatTable).
function cell(summary, id) {
  return `${summary.scores[id]} ${summary.misses.includes(id) ? "MISS" : "ok"}`;
}

function timing(summary, baseline, key) {
  if (!baseline) return int(summary.metrics[key]);
  return `${int(summary.metrics[key])} (${ratio(summary.metrics[key], baseline.metrics[key])})`;
}

/** The results as a text table: one row per page, targets in the second heading row. */
export function formatTable(rows, baseline) {
  const head = [
    "page",
    ...CATEGORIES.map((id) => SHORT[id]),
    "LCP ms (x base)",
    "TBT ms (x base)",
    "CLS",
    "FCP ms (x base)",
    "transfer KB",
  ];
  const targets = ["target", ...CATEGORIES.map((id) => TARGETS[id].label), "", "", "", "", ""];
  const body = rows.map(({ name, path, summary }) => [
    `${name} ${path}`,
    ...CATEGORIES.map((id) => cell(summary, id)),
    timing(summary, baseline, "lcp"),
    timing(summary, baseline, "tbt"),
    summary.metrics.cls.toFixed(3),
    timing(summary, baseline, "fcp"),
    (summary.metrics.bytes / 1024).toFixed(1),
  ]);
  const all = [head, targets, ...body];
  const widths = head.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((text, column) => (column ? text.padStart(widths[column]) : text.padEnd(widths[column])))
      .join("  ");
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(head), line(targets), rule, ...body.map(line)].join("\n");
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
