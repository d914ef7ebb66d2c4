import { useConsentState } from "@vantreo/consent/react";
import { lazy, Suspense } from "react";

// Returning visitors with a choice on record never need the banner: its code is fetched only
// when there is something to show (the 100 KB initial-JavaScript budget in apps/site/README.md).
const CookieBannerPanel = lazy(() => import("./cookie-banner-panel"));

/**
 * The cookie banner and the Global Privacy Control notice (spec section 4). Renders nothing
 * while prerendering and for visitors whose choice is on record and younger than 30 days; the
 * banner's code loads only when the consent manager asks for it.
 */
export function CookieBanner() {
  const { showBanner, notice } = useConsentState();
  if (!showBanner && notice !== "gpc") return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
  );
}
