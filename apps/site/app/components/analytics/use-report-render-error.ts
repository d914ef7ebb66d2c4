import { useEffect } from "react";
import { siteConsentRuntime } from "../consent/site-consent-runtime";

/**
 * Reports a render error caught by an error boundary as the `error_boundary` event (spec
 * section 7). It reaches the page's runtime directly, because the root error boundary renders
 * outside the consent provider; the stored choice is read first, so nothing goes out without
 * analytics consent.
 */
export function useReportRenderError(error: unknown): void {
  useEffect(() => {
    const runtime = siteConsentRuntime();
    runtime.manager.init();
    runtime.analytics.errorBoundary(error);
  }, [error]);
}
