// The pure part of the visitor bench (vitals.mjs, interactions.mjs): medians of the page's own
// web-vitals and of the interaction latencies, the ratios against the baselines measured in the
// same run, the target verdicts and the printed tables (tested in visitor-summary.test.mjs).
import { median } from "./summarize.mjs";

/** The metrics of the site's web-vitals record (use-web-vitals.ts), in the printed order. */
export const VITALS = ["LCP", "FCP", "TTFB", "CLS", "INP"];

/** Targets of the page loads, against the blank page of the same run: as the applied table's. */
export const VITALS_TARGETS = Object.freeze({ lcpTimesBlank: 1.3, cls: 0 });

/**
 * Targets of the interactions: INP at most 80 ms above the one-button page's of the same run, and
 * a menu tapped as soon as the document is parsed open within 500 ms of the parse.
 */
export const INTERACTION_TARGETS = Object.freeze({ inpOverBaselineMs: 80, earlyTapMs: 500 });

/** The Event Timing threshold the bench observes with: shorter interactions are not reported. */
export const DURATION_THRESHOLD_MS = 16;

/** The median of the finite values, NaN when there is none. */
export function finiteMedian(values) {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length === 0 ? NaN : median(finite);
}

/** Per metric, the median over the page loads' records (a metric a load did not report is left out). */
export function summarizeVitals(records) {
  return Object.fromEntries(
    VITALS.map((name) => [name, finiteMedian(records.map((record) => record[name]))]),
  );
}

/** A page's vitals against the blank page's: LCP and FCP as multiples, and the targets missed. */
export function vitalsTargets(summary, blank, targets = VITALS_TARGETS) {
  const lcpRatio = summary.LCP / blank.LCP;
  const fcpRatio = summary.FCP / blank.FCP;
  const misses = [];
  if (!(lcpRatio <= targets.lcpTimesBlank)) misses.push("LCP");
  if (!(summary.CLS <= targets.cls)) misses.push("CLS");
  return { lcpRatio, fcpRatio, misses };
}

/**
 * The latency of each interaction among Event Timing entries, as web-vitals computes it: the
 * longest duration among the entries that share an `interactionId` (pointerdown, pointerup and
 * click of one tap; keydown and keyup of one key). Entries without an interaction are ignored.
 */
export function interactionLatencies(entries) {
  const byInteraction = new Map();
  for (const entry of entries) {
    if (!(entry.interactionId > 0)) continue;
    const longest = byInteraction.get(entry.interactionId) ?? 0;
    byInteraction.set(entry.interactionId, Math.max(longest, entry.duration));
  }
  return [...byInteraction.values()];
}

/**
 * INP over a set of interaction latencies, with web-vitals' rule: the longest, except that one
 * interaction in every 50 is left out as an outlier (the 98th percentile on long visits). With
 * no interaction above the observation threshold the interaction took less than it: the threshold
 * stands for it, so a fast action is never reported faster than a measured one.
 */
export function inp(latencies) {
  if (latencies.length === 0) return DURATION_THRESHOLD_MS;
  const sorted = [...latencies].sort((a, b) => b - a);
  return sorted[Math.floor(latencies.length / 50)];
}

/**
 * The one-button page's latency from its taps' latencies: their median, the taps that left no
 * entry above the threshold counted as the threshold.
 */
export function baselineLatency(latencies, taps) {
  const all = [
    ...latencies,
    ...Array(Math.max(0, taps - latencies.length)).fill(DURATION_THRESHOLD_MS),
  ];
  return median(all);
}

/** An action's INP against the one-button page's INP of the same run: the excess and the verdict. */
export function inpTarget(actionInp, baselineInp, targets = INTERACTION_TARGETS) {
  const over = actionInp - baselineInp;
  return { over, miss: !(over <= targets.inpOverBaselineMs) };
}

/**
 * The early tap of one page load: from the document parsed (`domInteractive`) to the tap and to
 * the first frame with the menu open (null when it never opened); the target holds the open time.
 */
export function earlyTap({ parsed, tapped, opened }, targets = INTERACTION_TARGETS) {
  const tapAfterParse = tapped - parsed;
  const openAfterParse = opened === null ? Infinity : opened - parsed;
  return {
    tapAfterParse,
    openAfterParse,
    openAfterTap: opened === null ? Infinity : opened - tapped,
    miss: !(openAfterParse <= targets.earlyTapMs),
  };
}

const int = (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "—");
const mark = (missed) => (missed ? "MISS" : "ok");
const clsText = (cls) =>
  !Number.isFinite(cls)
    ? "—"
    : cls === 0
      ? "0"
      : cls < 0.001
        ? cls.toExponential(1)
        : cls.toFixed(3);
const ratio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : "—");

function align(rows, ruleAfter) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((text, column) => (column ? text.padStart(widths[column]) : text.padEnd(widths[column])))
      .join("  ");
  const lines = rows.map(line);
  lines.splice(ruleAfter, 0, widths.map((width) => "-".repeat(width)).join("  "));
  return lines.join("\n");
}

/**
 * The page loads as a text table: the blank page first, then each page's median LCP, FCP, TTFB
 * and CLS, LCP and FCP as multiples of the blank page's, LCP and CLS marked ok or MISS.
 */
export function formatVitalsTable(rows, blank, targets = VITALS_TARGETS) {
  const head = ["page", "LCP ms", "LCP/blank", "CLS", "FCP ms", "FCP/blank", "TTFB ms"];
  const goal = ["target", "", `<= ${targets.lcpTimesBlank}x`, `= ${targets.cls}`, "", "", ""];
  const blankRow = ["blank page (baseline)", int(blank.LCP), "", clsText(blank.CLS)];
  blankRow.push(int(blank.FCP), "", int(blank.TTFB));
  const body = rows.map(({ name, path, summary }) => {
    const { lcpRatio, fcpRatio, misses } = vitalsTargets(summary, blank, targets);
    return [
      `${name} ${path}`,
      int(summary.LCP),
      `${ratio(lcpRatio)} ${mark(misses.includes("LCP"))}`,
      `${clsText(summary.CLS)} ${mark(misses.includes("CLS"))}`,
      int(summary.FCP),
      ratio(fcpRatio),
      int(summary.TTFB),
    ];
  });
  return align([head, goal, blankRow, ...body], 2);
}

/**
 * The interactions as a text table: the one-button page first, then per action and page the
 * median INP over the runs, its excess over the baseline's median, marked ok or MISS, and the
 * runs' range. `rows` are `{ action, path, inps }` (one INP per run).
 */
export function formatInteractionTable(rows, baselineInps, targets = INTERACTION_TARGETS) {
  const baseline = finiteMedian(baselineInps);
  const range = (values) => {
    const finite = values.filter((value) => Number.isFinite(value));
    return finite.length === 0 ? "—" : `${int(Math.min(...finite))}–${int(Math.max(...finite))}`;
  };
  const head = ["interaction", "page", "INP ms", "INP-baseline", "runs ms"];
  const goal = ["target", "", "", `<= +${targets.inpOverBaselineMs} ms`, ""];
  const baseRow = ["one-button page (baseline)", "", int(baseline), "", range(baselineInps)];
  const body = rows.map(({ action, path, inps }) => {
    const value = finiteMedian(inps);
    const { over, miss } = inpTarget(value, baseline, targets);
    const overText = Number.isFinite(over) ? `${over >= 0 ? "+" : ""}${int(over)}` : "—";
    return [action, path, int(value), `${overText} ${mark(miss)}`, range(inps)];
  });
  return align([head, goal, baseRow, ...body], 2);
}

/**
 * The early taps as a text table: per page the medians of the tap's and the open menu's time
 * after the document was parsed (and after the tap), the open time marked ok or MISS. `rows` are
 * `{ path, taps }` with one `earlyTap()` input per run.
 */
export function formatEarlyTapTable(rows, targets = INTERACTION_TARGETS) {
  const head = ["early tap on the menu", "tap after parse", "open after parse", "open after tap"];
  const goal = ["target (ms)", "", `<= ${targets.earlyTapMs}`, ""];
  const body = rows.map(({ path, taps }) => {
    const measured = taps.map((tap) => earlyTap(tap, targets));
    const pick = (key) => median(measured.map((tap) => tap[key]));
    const open = pick("openAfterParse");
    const never = measured.filter((tap) => tap.openAfterParse === Infinity).length;
    const openText = Number.isFinite(open) ? int(open) : "never";
    const note = never > 0 && Number.isFinite(open) ? ` (never in ${never})` : "";
    return [
      path,
      int(pick("tapAfterParse")),
      `${openText}${note} ${mark(!(open <= targets.earlyTapMs))}`,
      Number.isFinite(pick("openAfterTap")) ? int(pick("openAfterTap")) : "never",
    ];
  });
  return align([head, goal, ...body], 2);
}
