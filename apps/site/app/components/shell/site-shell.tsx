import { useAnalytics } from "@vantreo/consent/react";
import { ErrorBoundary, ScrollToTop } from "@vantreo/ui";
import type { ReactNode } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { RouteAnalytics } from "../analytics/route-analytics";
import { CookieBanner } from "../consent/cookie-banner";
import { NewsletterPopup } from "../consent/newsletter-popup";
import { NewsletterSignup } from "../leads/newsletter-signup";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The shared layout of every page (spec section 2): skip link, header, main content inside an
 * error boundary, footer with the newsletter, the scroll-to-top button, the cookie banner, the
 * newsletter popup and route analytics (the last three act only as consent allows).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["common", "errors"]);
  const analytics = useAnalytics();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("common:skipLink")}
      </a>
      <SiteHeader />
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
      <SiteFooter newsletter={<NewsletterSignup />} />
      <ScrollToTop label={t("common:actions.scrollToTop")} />
      <CookieBanner />
      <NewsletterPopup />
      <RouteAnalytics />
    </>
  );
}
