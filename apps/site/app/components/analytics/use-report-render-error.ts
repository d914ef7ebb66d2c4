import { useEffect } from "react";
import { siteConsentRuntime } from "../consent/site-consent-runtime";

/**
 * Reports a render error caught by an error boundary as the `error_boundary` event (spec
 * section 7); a not-found answer (`notFound`, which the route decides) is a page, not an error,
 * and is not reported. It reaches the page's runtime directly, because the root error boundary
 * renders outside the consent provider; the stored choice is read first, so nothing goes out
 * without analytics consent.
 */
export function useReportRenderError(error: unknown, notFound: boolean): void {
  useEffect(() => {
    if (error == null || notFound) return;
    const runtime = siteConsentRuntime();
    runtime.manager.init();
    runtime.analytics.errorBoundary(error);
  }, [error, notFound]);
}
