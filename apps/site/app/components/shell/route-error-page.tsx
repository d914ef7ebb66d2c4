import type { Locale, LocaleResources } from "@vantreo/i18n";
import { Button } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { useReportRenderError } from "../analytics/use-report-render-error";
import { AppProviders } from "./app-providers";
import { NotFoundContent } from "./not-found-content";
import { SiteShell } from "./site-shell";

function ErrorContent() {
  const { t } = useTranslation("errors");
  const navigate = useNavigate();
  return (
    <section
      role="alert"
      aria-labelledby="error-heading"
      className="mx-auto max-w-3xl px-4 py-24 sm:px-6"
    >
      <h1 id="error-heading" className="text-3xl font-bold tracking-tight">
        {t("boundary.title")}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{t("boundary.description")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{t("boundary.reload")}</Button>
        {/* Navigating to the same place re-runs the route and clears the error (spec section 4). */}
        <Button variant="outline" onClick={() => navigate(".", { replace: true })}>
          {t("boundary.retry")}
        </Button>
      </div>
    </section>
  );
}

/** The route-level error page: not-found for 404s, the spec's error boundary message otherwise. */
export function RouteErrorPage({ notFound, error }: { notFound: boolean; error: unknown }) {
  useReportRenderError(error);
  const root = useRouteLoaderData("root") as
    { locale: Locale; resources: LocaleResources } | undefined;
  const content = notFound ? <NotFoundContent /> : <ErrorContent />;
  if (!root) return content;
  return (
    <AppProviders locale={root.locale} resources={root.resources}>
      <SiteShell>{content}</SiteShell>
    </AppProviders>
  );
}
