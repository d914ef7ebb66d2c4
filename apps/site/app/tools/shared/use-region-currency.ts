import { DEFAULT_REGION, regionForHost } from "@vantreo/i18n";
import type { RoiCurrency } from "../roi/roi-url-state";
import { useAfterHydration } from "../../islands/use-after-hydration";

/**
 * The currency of the visitor's regional host (sg → SGD, de → EUR, sa → SAR, otherwise USD;
 * spec section 9). The prerendered page has no host, so it renders in USD and switches after
 * hydration.
 */
export function useRegionCurrency(): RoiCurrency {
  return useAfterHydration(
    () => regionForHost(window.location.hostname).currency,
    DEFAULT_REGION.currency,
  );
}
