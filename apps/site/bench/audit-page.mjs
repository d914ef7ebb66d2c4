// One Lighthouse run on one URL with Lighthouse's default settings: mobile form factor and
// screen, the four categories the site is held to, and one of two throttling methods: simulated
// (Lantern estimates slow 4G and a 4x CPU slowdown from an unthrottled load) or applied
// (`devtools`: the network and the CPU are really slowed while the page loads, and the metrics are
// the ones observed; only the performance category, the others do not depend on throttling).
import lighthouse from "lighthouse";

/** The categories of the site's target, in the order they are printed. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The metrics the bench reports, by Lighthouse audit id. */
export const METRICS = {
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcp: "first-contentful-paint",
  bytes: "total-byte-weight",
};

/**
 * Audits not at full score that count in a category (weight above 0), plus the performance
 * opportunities and insights that Lighthouse says would save LCP, FCP or TBT time: the causes.
 */
function lostPoints(lhr) {
  const lost = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const savings = audit.metricSavings ?? {};
      const saves = ["LCP", "FCP", "TBT", "CLS"].some((metric) => (savings[metric] ?? 0) > 0);
      if (ref.weight > 0 || (id === "performance" && saves)) {
        lost.push({
          category: id,
          id: ref.id,
          weight: ref.weight,
          display: audit.displayValue ?? "",
        });
      }
    }
  }
  return lost;
}

/** Main-thread time (ms) by Lighthouse's groups (script evaluation, style and layout, …). */
function mainThread(lhr) {
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  return Object.fromEntries(items.map((item) => [item.groupLabel ?? item.group, item.duration]));
}

/** Main-thread time (ms) per script URL (Lighthouse's bootup-time: evaluation, parse, compile). */
function scriptTime(lhr) {
  const items = lhr.audits["bootup-time"]?.details?.items ?? [];
  return Object.fromEntries(items.map((item) => [item.url, item.total]));
}

/** Attempts per run: on a loaded machine the trace sometimes misses its start (NO_NAVSTART). */
const ATTEMPTS = 3;

/** Lighthouse's throttling methods the bench runs: the estimate and the applied slowdown. */
export const THROTTLING_METHODS = ["simulate", "devtools"];

async function runLighthouse(url, port, throttlingMethod) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      throttlingMethod,
      onlyCategories: throttlingMethod === "simulate" ? CATEGORIES : ["performance"],
    });
    const error = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "no report" };
    if (!error) return result;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.log(`  ${url}: ${error.code}, running it again (attempt ${attempt + 1}/${ATTEMPTS})`);
  }
}

/**
 * Runs Lighthouse on `url` through the browser on `port` with `throttlingMethod` ("simulate", the
 * default, or "devtools"); resolves to figures and the report. A category not run scores NaN.
 */
export async function auditPage(url, port, { throttlingMethod = "simulate" } = {}) {
  if (!THROTTLING_METHODS.includes(throttlingMethod)) {
    throw new Error(`unknown throttling method ${throttlingMethod}`);
  }
  const result = await runLighthouse(url, port, throttlingMethod);
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : NaN,
    ]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN]),
  );
  return {
    scores,
    metrics,
    lost: lostPoints(lhr),
    mainThread: mainThread(lhr),
    scriptTime: scriptTime(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    tools: `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment?.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"}`,
    warnings: lhr.runWarnings ?? [],
    report: result.report,
  };
}
