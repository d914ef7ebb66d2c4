import { webVitalEventValue, type WebVitalName } from "./web-vitals-rating";

/**
 * The web-vitals record of spec section 3: one per page view, with the page, the browser and
 * each metric in the unit of the thresholds of section 9 (CLS as a score rounded to three
 * decimals, the others in whole milliseconds). A metric the browser has not reported (yet) is
 * absent: INP needs an interaction, and a page left early may lack LCP.
 */
export type WebVitalsRecord = {
  /** When the record was assembled, in milliseconds since the epoch. */
  timestamp: number;
  /** The page's URL without query or fragment (they can carry tokens). */
  url: string;
  userAgent: string;
  cls?: number;
  fcp?: number;
  inp?: number;
  lcp?: number;
  ttfb?: number;
};

/** The record's field of each metric name. */
const FIELD = {
  CLS: "cls",
  FCP: "fcp",
  INP: "inp",
  LCP: "lcp",
  TTFB: "ttfb",
} as const satisfies Record<WebVitalName, keyof WebVitalsRecord>;

/** The page a record belongs to. */
export type WebVitalsPage = { url: string; userAgent: string; now?: () => number };

/** Assembles one page view's record from the `web-vitals` callbacks. */
export interface WebVitalsCollector {
  /** Takes a metric as the library reports it; a later report of the same metric replaces it. */
  add(metric: { name: WebVitalName; value: number }): void;
  /** The record so far, or null while no metric has arrived. */
  record(): WebVitalsRecord | null;
  /**
   * Hands the record to `send` once per page view (the first call with at least one metric);
   * later calls do nothing, so flushing on every `visibilitychange` is safe.
   */
  flush(send: (record: WebVitalsRecord) => void): void;
}

function pageUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.split(/[?#]/)[0] ?? url;
  }
}

/**
 * Creates the collector of one page view's {@link WebVitalsRecord}. The `web-vitals` library
 * reports CLS, INP and LCP when the page is hidden, so the caller flushes then.
 */
export function createWebVitalsCollector(page: WebVitalsPage): WebVitalsCollector {
  const metrics: Partial<Record<WebVitalName, number>> = {};
  let sent = false;

  function record(): WebVitalsRecord | null {
    const names = Object.keys(metrics) as WebVitalName[];
    if (names.length === 0) return null;
    const result: WebVitalsRecord = {
      timestamp: (page.now ?? Date.now)(),
      url: pageUrl(page.url),
      userAgent: page.userAgent,
    };
    for (const name of names) result[FIELD[name]] = webVitalEventValue(name, metrics[name] ?? 0);
    return result;
  }

  return {
    add({ name, value }) {
      if (Number.isFinite(value)) metrics[name] = value;
    },
    record,
    flush(send) {
      if (sent) return;
      const current = record();
      if (!current) return;
      sent = true;
      send(current);
    },
  };
}
