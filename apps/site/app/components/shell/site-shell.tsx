import { useAnalytics } from "@vantreo/consent/react";
import { ErrorBoundary } from "@vantreo/ui";
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { useTranslation } from "@vantreo/i18n/react";
import { Island } from "../../islands/island";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The shared layout of every page (spec section 2): skip link, header, main content inside an
 * error boundary, footer with the newsletter. Its interactive parts are islands: the header's
 * actions, the newsletter form and the site runtime (consent, cookie banner, newsletter popup,
 * analytics, scroll-to-top).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["common", "errors"]);
  const analytics = useAnalytics();
  const matches = useMatches();
  const notFound = matches.some((match) => match.id === "not-found");
  const documentShell = matches.some((match) => match.id.startsWith("dataroom-document"));
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("common:skipLink")}
      </a>
      <SiteHeader notFound={notFound} documentShell={documentShell} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <ErrorBoundary
          texts={{
            title: t("errors:boundary.title"),
            description: t("errors:boundary.description"),
            reload: t("errors:boundary.reload"),
            retry: t("errors:boundary.retry"),
          }}
          onError={(error) => analytics.errorBoundary(error)}
        >
          {children}
        </ErrorBoundary>
      </main>
      <SiteFooter newsletter={<Island name="footer-newsletter" hydrate="visible" />} />
      <Island name="site-runtime" />
    </>
  );
}
