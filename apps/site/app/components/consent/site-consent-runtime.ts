import { createConsentRuntime, type BrowserEnv, type ConsentRuntime } from "@vantreo/consent";
import { siteConfig } from "../../config/site-config";
import { trackerScriptsForConfig, type TrackerIds } from "./tracker-scripts-for-config";

/**
 * The cookie policy's revision. Raise it when the privacy policy changes what a consent covers:
 * every stored choice from an older revision brings the banner back (privacy policy, "Changes").
 */
export const CONSENT_POLICY_REVISION = 1;

/** The site's consent runtime: the policy revision and the gated trackers of `siteConfig`. */
export function createSiteConsentRuntime(
  env: BrowserEnv = {},
  ids: TrackerIds = siteConfig.analytics,
): ConsentRuntime {
  return createConsentRuntime({
    ...env,
    revision: CONSENT_POLICY_REVISION,
    scripts: trackerScriptsForConfig(ids),
    // RouteAnalytics reports slow resources once analytics consent is given; the runtime's own
    // report runs 1 s after load, before a first-time visitor has answered the banner.
    trackSlowResources: false,
  });
}

let shared: ConsentRuntime | null = null;

/**
 * The page's one runtime, created on first use. Creating it reads no browser global, so a
 * prerender in Node may call this; only `start()` (in the provider's effect) touches the page.
 * Code outside the provider's tree (the root error boundary) reaches analytics through it.
 */
export function siteConsentRuntime(): ConsentRuntime {
  shared ??= createSiteConsentRuntime();
  return shared;
}
