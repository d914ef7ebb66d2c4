import { useTranslation } from "@vantreo/i18n/react";
import { ScrollToTop } from "@vantreo/ui";
import { RouteAnalytics } from "../analytics/route-analytics";
import { CookieBanner } from "../consent/cookie-banner";
import { NewsletterPopup } from "../consent/newsletter-popup";
import { SiteConsentProvider } from "../consent/site-consent-provider";
import { siteConsentRuntime } from "../consent/site-consent-runtime";

/**
 * The island on every page that runs the site: it starts the page's consent runtime (Consent
 * Mode, the stored choice, gated trackers, the proof log), shows the cookie banner and the
 * newsletter popup when consent allows, sends analytics and offers the scroll-to-top button.
 */
export function SiteRuntime() {
  const { t } = useTranslation("common");
  return (
    <SiteConsentProvider runtime={siteConsentRuntime()}>
      <ScrollToTop label={t("actions.scrollToTop")} />
      <CookieBanner />
      <NewsletterPopup />
      <RouteAnalytics />
    </SiteConsentProvider>
  );
}
