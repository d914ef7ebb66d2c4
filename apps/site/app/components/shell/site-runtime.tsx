import { useTranslation } from "@vantreo/i18n/react";
import { ScrollToTop } from "@vantreo/ui";
import { RouteAnalytics } from "../analytics/route-analytics";
import { OutboundPrefill } from "../bookings/outbound-prefill";
import { CookieBanner } from "../consent/cookie-banner";
import { NewsletterPopup } from "../consent/newsletter-popup";
import { SiteConsentProvider } from "../consent/site-consent-provider";
import { siteConsentRuntime } from "../consent/site-consent-runtime";

/**
 * The island on every public page that runs the site: it starts the page's consent runtime
 * (Consent Mode, the stored choice, gated trackers, the proof log), shows the cookie banner and
 * the newsletter popup when consent allows, sends analytics and offers the scroll-to-top button.
 *
 * Staff pages (the staff app's shell) do not render it (`SiteShell`): they show leads' and
 * investors' personal data, which a session recording or an analytics tag would hand to a third
 * party (GDPR Art. 5(1)(f), Art. 32), so no consent runtime starts there, no Consent Mode
 * command, no gated script and no event, whatever the visitor chose on the public site; that
 * choice stays stored untouched and applies again on the next public page. Nothing on a staff
 * page asks for consent (its session cookie is strictly necessary, ePrivacy Directive Art. 5(3)),
 * so no banner either; the footer keeps its link to the cookie preferences. Not rendering the
 * island also keeps its code (and the rest of the public shell) out of the staff app's first load.
 */
export function SiteRuntime() {
  const { t } = useTranslation("common");
  return (
    <SiteConsentProvider runtime={siteConsentRuntime()}>
      <ScrollToTop label={t("actions.scrollToTop")} />
      <OutboundPrefill />
      <CookieBanner />
      <NewsletterPopup />
      <RouteAnalytics />
    </SiteConsentProvider>
  );
}
