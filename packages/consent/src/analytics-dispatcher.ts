import { resolveWindow, type BrowserEnv } from "./browser-env";
import {
  CONVERSION_EVENT_VALUES,
  isHighValueRoi,
  TRACKING_VALUES,
  type ConversionEvent,
  type TrackedLeadKind,
} from "./conversion-values";
import type { Gtag } from "./gtag";
import { leadConversions, type LeadOrigin } from "./lead-conversions";
import type { WebVitalsRecord } from "./web-vitals-record";
import { rateWebVital, webVitalEventValue, type WebVitalName } from "./web-vitals-rating";

/** The two consultation buttons whose clicks are tracked (spec section 7). */
export type CtaName = "hero_consultation" | "footer_consultation";

/** A metric as reported by the `web-vitals` library (only the fields read here). */
export type WebVitalMetric = { name: WebVitalName; value: number };

/** A function that receives events: `(command, name, params?)`. */
export type AnalyticsSink = (...args: unknown[]) => void;

/** Options of {@link createAnalytics}. */
export type AnalyticsOptions = BrowserEnv & {
  /** Whether analytics consent is given; checked before every send. */
  isAllowed(): boolean;
  /** The web-analytics function; defaults to `window.gtag` when it is a function. */
  webAnalytics?(): AnalyticsSink | undefined;
  /** The session-recording function; defaults to `window.clarity` when it is a function. */
  sessionRecorder?(): AnalyticsSink | undefined;
};

/** The analytics events of spec sections 7 and 9. */
export interface Analytics {
  /** Sends an event by name; the other methods are shorthands for the spec's events. */
  event(name: string, params?: Record<string, unknown>): void;
  pageView(path: string, title: string): void;
  ctaClick(cta: CtaName): void;
  webVital(metric: WebVitalMetric): void;
  /** A page view's web-vitals record (spec section 3), as one `web_vitals` event. */
  webVitals(record: WebVitalsRecord): void;
  timing(label: string, durationMs: number): void;
  slowResource(url: string, durationMs: number): void;
  /** A non-fatal exception. */
  exception(description: string): void;
  /** A render error caught by the site's error boundary. */
  errorBoundary(error: unknown): void;
  conversion(event: ConversionEvent, params?: Record<string, unknown>): void;
  /** A captured lead, valued by its kind. */
  lead(kind: TrackedLeadKind): void;
  /** A lead the lead API accepted: its conversion and tracking value by lead type. */
  leadSubmitted(leadType: string, origin: LeadOrigin): void;
  /** An ROI calculator result; over 1,000,000 it is flagged high value. */
  roiResult(roi: number): void;
}

// GA4 truncates event parameter values at 100 characters.
const MAX_TEXT = 100;

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_TEXT);
}

// A resource URL's query string can carry tokens; the origin and path are enough.
function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`.slice(0, MAX_TEXT);
  } catch {
    return (url.split(/[?#]/)[0] ?? url).slice(0, MAX_TEXT);
  }
}

function windowFunction(env: BrowserEnv, name: "gtag" | "clarity"): AnalyticsSink | undefined {
  const value = (resolveWindow(env) as Record<string, unknown> | undefined)?.[name];
  return typeof value === "function" ? (value as Gtag) : undefined;
}

/**
 * Creates the analytics dispatcher. Every event goes to the web-analytics function and the
 * session-recording function, each only if present; nothing is sent without analytics
 * consent; an error thrown by either function is swallowed (spec section 7).
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const webAnalytics = () => options.webAnalytics?.() ?? windowFunction(options, "gtag");
  const recorder = () => options.sessionRecorder?.() ?? windowFunction(options, "clarity");

  function call(sink: () => AnalyticsSink | undefined, ...args: unknown[]): void {
    try {
      sink()?.(...args);
    } catch {
      // Tracking must never break the page.
    }
  }

  function event(name: string, params: Record<string, unknown> = {}): void {
    if (!options.isAllowed()) return;
    call(webAnalytics, "event", name, params);
    call(recorder, "event", name);
  }

  function conversion(name: ConversionEvent, params: Record<string, unknown> = {}): void {
    event(name, { value: CONVERSION_EVENT_VALUES[name], currency: "USD", ...params });
  }

  function lead(kind: TrackedLeadKind): void {
    event("generate_lead", { value: TRACKING_VALUES[kind], currency: "USD", lead_kind: kind });
  }

  return {
    event,
    pageView: (path, title) => event("page_view", { page_path: path, page_title: title }),
    ctaClick: (cta) => event("cta_click", { cta }),
    webVital: ({ name, value }) =>
      event(name, {
        value: webVitalEventValue(name, value),
        metric_rating: rateWebVital(name, value),
        non_interaction: true,
      }),
    webVitals: (record) => event("web_vitals", { ...record, non_interaction: true }),
    timing: (label, durationMs) =>
      event("timing_complete", { name: label, value: Math.round(durationMs) }),
    slowResource: (url, durationMs) =>
      event("slow_resource", { resource_name: withoutQuery(url), value: Math.round(durationMs) }),
    exception: (description) =>
      event("exception", { description: description.slice(0, MAX_TEXT), fatal: false }),
    errorBoundary: (error) =>
      event("error_boundary", { description: describe(error), fatal: false }),
    conversion,
    lead,
    leadSubmitted: (leadType, origin) => {
      const { conversion: name, tracking } = leadConversions(leadType, origin);
      if (name) conversion(name);
      if (tracking) lead(tracking);
    },
    roiResult: (roi) =>
      conversion("roi_calculator", { roi: Math.round(roi), high_value: isHighValueRoi(roi) }),
  };
}
