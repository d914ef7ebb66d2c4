import { createAnalytics, type Analytics } from "./analytics-dispatcher";
import {
  attributionFromUrl,
  captureAttribution,
  clickIdsOf,
  forgetClickIds,
  storeClickIds,
  type AttributionData,
} from "./attribution";
import { resolveWindow, type BrowserEnv } from "./browser-env";
import { createConsentManager, type ConsentChange, type ConsentManager } from "./consent-manager";
import { createConsentMode, type ConsentMode } from "./consent-mode";
import type { ConsentState } from "./consent-state";
import type { GatedScript } from "./gated-script";
import { createGatedScriptLoader, type GatedScriptLoader } from "./gated-script-loader";
import type { Gtag } from "./gtag";
import { collectSlowResources } from "./slow-resources";

/** Options of {@link createConsentRuntime}. */
export type ConsentRuntimeOptions = BrowserEnv & {
  /** The policy revision; raising it re-prompts everyone. Defaults to 1. */
  revision?: number;
  /** The third-party scripts to load once consent allows them. */
  scripts?: readonly GatedScript[];
  gtag?: Gtag;
  dataLayer?: unknown[];
  waitForUpdateMs?: number;
  /** Report slow resources after load (default true). */
  trackSlowResources?: boolean;
  /**
   * Capture the landing URL's attribution into session storage (default true); its advertising
   * click ids only while marketing is granted.
   */
  captureAttribution?: boolean;
};

/** Everything wired together: the manager, Consent Mode, gated scripts and analytics. */
export interface ConsentRuntime {
  manager: ConsentManager;
  consentMode: ConsentMode;
  scripts: GatedScriptLoader;
  analytics: Analytics;
  /**
   * In the browser, as early as possible: sends the Consent Mode default, reads the stored
   * choice (sending an update when there is one), starts the gated-script polling, captures
   * attribution and schedules the slow-resource report. Safe to call again after `stop`.
   */
  start(): ConsentState;
  /** Stops listening and polling (the consent state and loaded scripts stay). */
  stop(): void;
}

/**
 * Creates the consent runtime. Creating it touches nothing, so it can be built while
 * prerendering; only {@link ConsentRuntime.start} reads and writes browser state.
 */
export function createConsentRuntime(options: ConsentRuntimeOptions = {}): ConsentRuntime {
  const scriptList = options.scripts ?? [];
  const manager = createConsentManager({
    ...options,
    trackerCookies: scriptList.map(({ category, cookies }) => ({ category, cookies })),
  });
  const consentMode = createConsentMode(options);
  // Advertising tags also wait for Consent Mode's ad_storage, as spec section 7 asks.
  const scripts = createGatedScriptLoader({
    ...options,
    scripts: scriptList,
    isAllowed: (script) =>
      manager.allows(script.category) &&
      (!script.requiresAdStorage || consentMode.getState().ad_storage === "granted"),
  });
  const analytics = createAnalytics({ ...options, isAllowed: () => manager.allows("analytics") });
  let unsubscribe: (() => void) | null = null;
  let cancelSlowResources: (() => void) | null = null;
  let attributionCaptured = false;
  // The landing URL's click ids, held in memory (never stored) until marketing is granted.
  let pendingClickIds: AttributionData = {};
  let slowResourcesCollected = false;

  // Consent Mode hears every choice before any gated script is checked, so a tag never runs
  // under a stale consent state.
  function apply(state: ConsentState, change: ConsentChange): void {
    if (change === "banner" || change === "notice") return;
    if (change === "choice" || state.status !== "unknown") consentMode.update(state.categories);
    if (state.categories.marketing) {
      storeClickIds(pendingClickIds, options);
      pendingClickIds = {};
    } else {
      forgetClickIds(options);
    }
    scripts.check();
  }

  return {
    manager,
    consentMode,
    scripts,
    analytics,
    start() {
      consentMode.setDefault();
      if (!unsubscribe) {
        const wasReady = manager.getState().ready;
        unsubscribe = manager.subscribe(apply);
        if (wasReady) apply(manager.getState(), "init");
      }
      const state = manager.init();
      scripts.start();
      if (options.captureAttribution !== false && !attributionCaptured) {
        attributionCaptured = true;
        const clickIds = manager.allows("marketing");
        const url = resolveWindow(options)?.location?.href ?? "";
        captureAttribution({ ...options, url, clickIds });
        if (!clickIds) pendingClickIds = clickIdsOf(attributionFromUrl(url));
      }
      // Once per page: a restart (React strict mode, a remounted provider) must not report twice.
      if (options.trackSlowResources !== false && !cancelSlowResources && !slowResourcesCollected) {
        cancelSlowResources = collectSlowResources(analytics, {
          ...options,
          onCollected: () => (slowResourcesCollected = true),
        });
      }
      return state;
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      scripts.stop();
      cancelSlowResources?.();
      cancelSlowResources = null;
    },
  };
}
