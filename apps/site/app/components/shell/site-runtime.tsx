import { useTranslation } from "@vantreo/i18n/react";
import { ScrollToTop } from "@vantreo/ui";
import { RouteAnalytics } from "../analytics/route-analytics";
import { CookieBanner } from "../consent/cookie-banner";
import { NewsletterPopup } from "../consent/newsletter-popup";
import { SiteConsentProvider } from "../consent/site-consent-provider";
import { siteConsentRuntime } from "../consent/site-consent-runtime";

/** Props of {@link SiteRuntime}. */
export type SiteRuntimeProps = {
  /** A page for the firm's staff (the lead desk, the data room's admin): no newsletter popup. */
  staffPage?: boolean;
};

/**
 * The island on every page that runs the site: it starts the page's consent runtime (Consent
 * Mode, the stored choice, gated trackers, the proof log), shows the cookie banner and, on a
 * public page, the newsletter popup when consent allows, sends analytics and offers the
 * scroll-to-top button. A staff page starts the same runtime (its trackers stay gated by the
 * same choice) but never arms the popup: its exit-intent and scroll listeners are not attached.
 */
export function SiteRuntime({ staffPage = false }: SiteRuntimeProps) {
  const { t } = useTranslation("common");
  return (
    <SiteConsentProvider runtime={siteConsentRuntime()}>
      <ScrollToTop label={t("actions.scrollToTop")} />
      <CookieBanner />
      {staffPage ? null : <NewsletterPopup />}
      <RouteAnalytics />
    </SiteConsentProvider>
  );
}
