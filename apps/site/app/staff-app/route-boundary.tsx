import { useTranslation } from "@vantreo/i18n/react";
import { ErrorBoundary } from "@vantreo/ui";
import { Suspense, type ReactNode } from "react";
import { useLocation } from "react-router";
import { DeskLoading } from "../components/desk/desk-loading";

/**
 * A route's error boundary: a page of the app that fails to render says so in the page's
 * language, with Try again and Reload; the header, the rail and the other pages keep working,
 * and moving to another page leaves the error behind (the boundary is keyed by the path). A page
 * loaded on first use shows the loading line meanwhile.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["desk", "errors"]);
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={pathname}
      texts={{
        title: t("desk:app.error.title"),
        description: t("desk:app.error.body"),
        reload: t("errors:boundary.reload"),
        retry: t("errors:boundary.retry"),
      }}
    >
      <Suspense fallback={<DeskLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
