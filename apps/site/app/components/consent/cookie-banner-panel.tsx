import { useConsentState } from "@vantreo/consent/react";
import { ConsentBannerDialog } from "./consent-banner-dialog";
import { GpcNotice } from "./gpc-notice";

/**
 * What the banner area shows (loaded on demand by `CookieBanner`): the consent banner while a
 * choice is needed, else the GPC notice until it is dismissed.
 */
export default function CookieBannerPanel() {
  const state = useConsentState();
  if (state.showBanner) return <ConsentBannerDialog />;
  if (state.notice === "gpc") return <GpcNotice />;
  return null;
}
