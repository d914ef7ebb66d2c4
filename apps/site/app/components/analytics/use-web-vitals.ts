import type { Analytics } from "@vantreo/consent";
import { useEffect } from "react";
import { whenWindowLoaded } from "./when-window-loaded";

// web-vitals observers cannot be removed; one registration per runtime (per page load).
const registered = new WeakSet<Analytics>();

/**
 * Web vitals (CLS, FCP, INP, LCP, TTFB; spec sections 7 and 9) through the `web-vitals` library,
 * imported after the window has loaded and only once analytics consent is given, so neither its
 * code nor its observers weigh on a visitor who has not agreed. The library reads buffered
 * performance entries, so metrics of the landing page still arrive when consent comes later.
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
          const report = analytics.webVital;
          for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report);
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
