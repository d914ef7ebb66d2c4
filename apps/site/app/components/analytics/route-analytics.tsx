import { useAnalytics, useConsentAllows } from "@vantreo/consent/react";
import { useCtaClicks } from "./use-cta-clicks";
import { useExceptionTracking } from "./use-exception-tracking";
import { usePageViews } from "./use-page-views";
import { useSlowResources } from "./use-slow-resources";
import { useWebVitals } from "./use-web-vitals";

/**
 * The site's analytics (spec section 7), rendered once inside the consent provider: page views
 * on every route change, cta_click for the consultation buttons, web vitals, slow resources and
 * exceptions. Everything goes through `@vantreo/consent`'s dispatcher, which sends nothing
 * without analytics consent. Renders nothing.
 */
export function RouteAnalytics() {
  const analytics = useAnalytics();
  const allowed = useConsentAllows("analytics");
  usePageViews(analytics, allowed);
  useCtaClicks(analytics);
  useWebVitals(analytics, allowed);
  useSlowResources(analytics, allowed);
  useExceptionTracking(analytics);
  return null;
}
