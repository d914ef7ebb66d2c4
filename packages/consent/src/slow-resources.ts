import { resolveDocument, resolveTimers, resolveWindow, type BrowserEnv } from "./browser-env";
import type { Analytics } from "./analytics-dispatcher";

/** Spec section 7: resources slower than 1 second are reported… */
export const SLOW_RESOURCE_THRESHOLD_MS = 1000;
/** …collected 1000 ms after the window's load event. */
export const RESOURCE_COLLECTION_DELAY_MS = 1000;

type ResourceTimings = Pick<Performance, "getEntriesByType">;

/**
 * Reports every resource that took more than 1 second, 1000 ms after the window has loaded
 * (late enough for the load-time resources to be in the timeline). Returns a cancel function.
 */
export function collectSlowResources(
  analytics: Pick<Analytics, "slowResource">,
  env: BrowserEnv & { performance?: ResourceTimings; onCollected?: () => void } = {},
): () => void {
  const win = resolveWindow(env);
  const document = resolveDocument(env);
  if (!win) return () => {};
  const timers = resolveTimers(env);
  let timer: unknown = null;

  function report(): void {
    try {
      const performance = env.performance ?? win?.performance;
      for (const entry of performance?.getEntriesByType("resource") ?? []) {
        if (entry.duration > SLOW_RESOURCE_THRESHOLD_MS) {
          analytics.slowResource(entry.name, entry.duration);
        }
      }
    } catch {
      // Tracking errors are swallowed (spec section 7).
    }
    env.onCollected?.();
  }

  const schedule = () => {
    timer = timers.setTimeout(report, RESOURCE_COLLECTION_DELAY_MS);
  };
  if (document?.readyState === "complete") schedule();
  else win.addEventListener("load", schedule, { once: true });

  return () => {
    win.removeEventListener("load", schedule);
    if (timer !== null) timers.clearTimeout(timer);
  };
}
