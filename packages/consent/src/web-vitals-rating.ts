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
 * The integer sent with the event. Analytics values must be integers; CLS is a unitless score
 * below 1, so it is sent in thousandths as the `web-vitals` library's analytics recipe does
 * (https://github.com/GoogleChrome/web-vitals#send-the-results-to-google-analytics).
 */
export function webVitalEventValue(name: WebVitalName, value: number): number {
  return Math.round(name === "CLS" ? value * 1000 : value);
}
