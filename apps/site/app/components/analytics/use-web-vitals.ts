import { createWebVitalsCollector, type Analytics, type WebVitalMetric } from "@vantreo/consent";
import { useEffect } from "react";
import { whenWindowLoaded } from "./when-window-loaded";

// web-vitals observers cannot be removed; one registration per runtime (per page load).
const registered = new WeakSet<Analytics>();

/**
 * Web vitals (CLS, FCP, INP, LCP, TTFB; spec sections 7 and 9) through the `web-vitals` library,
 * imported after the window has loaded and only once analytics consent is given, so neither its
 * code nor its observers weigh on a visitor who has not agreed. The library reads buffered
 * performance entries, so metrics of the landing page still arrive when consent comes later.
 * Each metric goes out as its own event, and the page view's web-vitals record (spec section 3)
 * is assembled from the same callbacks and sent once when the page is first hidden, which is
 * when the library reports its final CLS, INP and LCP.
 */
export function useWebVitals(analytics: Analytics, allowed: boolean): void {
  useEffect(() => {
    if (!allowed || registered.has(analytics)) return;
    let cancelled = false;
    const cancelWait = whenWindowLoaded(() => {
      if (cancelled || registered.has(analytics)) return;
      registered.add(analytics);
      import("web-vitals")
        .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
          const collector = createWebVitalsCollector({
            url: location.href,
            userAgent: navigator.userAgent,
          });
          const report = (metric: WebVitalMetric) => {
            analytics.webVital(metric);
            collector.add(metric);
          };
          for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
          // Registered after the library's own listeners, so their final reports come first.
          const flush = () => {
            if (document.visibilityState === "hidden") collector.flush(analytics.webVitals);
          };
          document.addEventListener("visibilitychange", flush);
          addEventListener("pagehide", () => collector.flush(analytics.webVitals));
        })
        .catch(() => {
          // A failed chunk load must not break the page; tracking errors are swallowed (spec 7).
        });
    });
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [analytics, allowed]);
}
