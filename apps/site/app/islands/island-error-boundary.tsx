import { useTranslation } from "@vantreo/i18n/react";
import { ErrorBoundary } from "@vantreo/ui";
import type { ReactNode } from "react";
import { siteConsentRuntime } from "../components/consent/site-consent-runtime";

/**
 * Sends the `error_boundary` event (spec section 7) through the page's consent runtime, which
 * reads the stored choice first: nothing goes out without analytics consent, even when the
 * island fails before the site runtime has started.
 */
function reportIslandError(error: Error) {
  const runtime = siteConsentRuntime();
  runtime.manager.init();
  runtime.analytics.errorBoundary(error);
}

/** Props of {@link IslandErrorBoundary}. */
export type IslandErrorBoundaryProps = {
  /** Report the error as the `error_boundary` event (false on staff pages: no tracker there). */
  report: boolean;
  children: ReactNode;
};

/**
 * The spec's error boundary (sections 4 and 8, the UI kit's `ErrorBoundary`) around every island:
 * a render error in the island shows "Something went wrong" in the page's language in the
 * island's place, with Reload Page (reloads the page) and Try Again (renders the island again;
 * its failed tree was unmounted, so it mounts afresh from its props), and is reported where
 * analytics consent allows it. The rest of the page keeps working.
 */
export function IslandErrorBoundary({ report, children }: IslandErrorBoundaryProps) {
  const { t } = useTranslation("errors");
  return (
    <ErrorBoundary
      className="px-4 py-6"
      texts={{
        title: t("boundary.title"),
        description: t("boundary.description"),
        reload: t("boundary.reload"),
        retry: t("boundary.retry"),
      }}
      onError={report ? reportIslandError : undefined}
    >
      {children}
    </ErrorBoundary>
  );
}
