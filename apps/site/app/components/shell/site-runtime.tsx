import { useTranslation } from "@vantreo/i18n/react";
import { ScrollToTop } from "@vantreo/ui";
import { RouteAnalytics } from "../analytics/route-analytics";
import { OutboundPrefill } from "../bookings/outbound-prefill";
import { CookieBanner } from "../consent/cookie-banner";
import { NewsletterPopup } from "../consent/newsletter-popup";
import { SiteConsentProvider } from "../consent/site-consent-provider";
import { siteConsentRuntime } from "../consent/site-consent-runtime";

/** Props of {@link SiteRuntime}. */
export type SiteRuntimeProps = {
  /**
   * A page for the firm's staff (route `handle` STAFF_PAGE: the lead desk, the data room's
   * admin): the consent runtime does not start, so no tracker, banner, popup or analytics.
   */
  staffPage?: boolean;
};

/**
 * The island on every page that runs the site: it starts the page's consent runtime (Consent
 * Mode, the stored choice, gated trackers, the proof log), shows the cookie banner and the
 * newsletter popup when consent allows, sends analytics and offers the scroll-to-top button.
 *
 * A staff page shows leads' and investors' personal data, which a session recording or an
 * analytics tag would hand to a third party (GDPR Art. 5(1)(f), Art. 32). There only the
 * scroll-to-top button runs: the consent runtime never starts, so no Consent Mode command, no
 * gated script and no event, whatever the visitor chose on the public site. That choice stays
 * stored untouched and applies again on the next public page. Nothing on a staff page asks for
 * consent (its session cookie is strictly necessary, ePrivacy Directive Art. 5(3)), so no
 * banner either; the footer keeps its link to the cookie preferences.
 */
export function SiteRuntime({ staffPage = false }: SiteRuntimeProps) {
  const { t } = useTranslation("common");
  const scrollToTop = <ScrollToTop label={t("actions.scrollToTop")} />;
  if (staffPage) return scrollToTop;
  return (
    <SiteConsentProvider runtime={siteConsentRuntime()}>
      {scrollToTop}
      <OutboundPrefill />
      <CookieBanner />
      <NewsletterPopup />
      <RouteAnalytics />
    </SiteConsentProvider>
  );
}
