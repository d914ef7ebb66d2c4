/** Spec section 9: each metric is good up to the first figure and poor above the second. */
export const WEB_VITAL_THRESHOLDS = {
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  INP: { good: 200, poor: 500 },
  LCP: { good: 2500, poor: 4000 },
  TTFB: { good: 800, poor: 1800 },
} as const;

/** The web vitals the site reports. */
export type WebVitalName = keyof typeof WEB_VITAL_THRESHOLDS;

/** The rating names used by the `web-vitals` library. */
export type WebVitalRating = "good" | "needs-improvement" | "poor";

/** True for one of the five metric names. */
export function isWebVitalName(value: unknown): value is WebVitalName {
  return typeof value === "string" && Object.hasOwn(WEB_VITAL_THRESHOLDS, value);
}

/** Good up to the good threshold (inclusive), poor above the poor threshold, else in between. */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return "good";
  if (value > poor) return "poor";
  return "needs-improvement";
}

/**
 * The value sent with a metric's event, in the unit spec section 9's thresholds are written in:
 * CLS as the unitless layout-shift score (0.1 good, 0.25 poor), rounded to three decimals, the
 * resolution at which the `web-vitals` library's own rating can change; the timing metrics in
 * whole milliseconds. A value is therefore compared with the thresholds as it arrives, with no
 * scale factor for a reader to undo.
 */
export function webVitalEventValue(name: WebVitalName, value: number): number {
  return name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
}
