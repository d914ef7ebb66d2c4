import { useAnalytics, useConsentAllows } from "@vantreo/consent/react";
import { useConfirmedConversions } from "./use-confirmed-conversions";
import { useConversionClicks } from "./use-conversion-clicks";
import { useCtaClicks } from "./use-cta-clicks";
import { useExceptionTracking } from "./use-exception-tracking";
import { usePageViews } from "./use-page-views";
import { useSlowResources } from "./use-slow-resources";
import { useViewConversions } from "./use-view-conversions";
import { useWebVitals } from "./use-web-vitals";

/**
 * The site's analytics (spec section 7), rendered once inside the consent provider: page views
 * on every route change, cta_click for the consultation buttons, the view and click conversions
 * of section 9, web vitals, slow resources and exceptions. Everything goes through `@vantreo/consent`'s dispatcher, which sends nothing
 * without analytics consent. Renders nothing.
 */
export function RouteAnalytics() {
  const analytics = useAnalytics();
  const allowed = useConsentAllows("analytics");
  usePageViews(analytics, allowed);
  useCtaClicks(analytics);
  useViewConversions(analytics, allowed);
  useConversionClicks(analytics);
  useConfirmedConversions(analytics, allowed);
  useWebVitals(analytics, allowed);
  useSlowResources(analytics, allowed);
  useExceptionTracking(analytics);
  return null;
}
