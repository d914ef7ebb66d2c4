import type { Locale, LocaleResources } from "@vantreo/i18n";
import { Button } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { useReportRenderError } from "../analytics/use-report-render-error";
import { AppProviders } from "./app-providers";
import { NotFoundContent } from "./not-found-content";
import { SiteShell, type SiteShellProps } from "./site-shell";

function ErrorContent({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("errors");
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
        <Button variant="outline" onClick={onRetry}>
          {t("boundary.retry")}
        </Button>
      </div>
    </section>
  );
}

/** Props of {@link RouteErrorPage}: what the root route knows of the failed page. */
export type RouteErrorPageProps = {
  /** The error is a 404 answer: the not-found page, not an error. */
  notFound: boolean;
  /** What was thrown. */
  error: unknown;
  /** The root loader's locale and strings, when it ran (without them: no shell, no providers). */
  root: { locale: Locale; resources: LocaleResources } | undefined;
  /** The shell's view of the matched routes (`shellKind`). */
  shell: Omit<SiteShellProps, "children">;
  /** Clears the error ("Try Again", spec section 4): the route renders the same place again. */
  onRetry: () => void;
};

/** The route-level error page: not-found for 404s, the spec's error boundary message otherwise. */
export function RouteErrorPage({ notFound, error, root, shell, onRetry }: RouteErrorPageProps) {
  useReportRenderError(error, notFound);
  const content = notFound ? <NotFoundContent /> : <ErrorContent onRetry={onRetry} />;
  if (!root) return content;
  return (
    <AppProviders locale={root.locale} resources={root.resources}>
      <SiteShell {...shell}>{content}</SiteShell>
    </AppProviders>
  );
}
