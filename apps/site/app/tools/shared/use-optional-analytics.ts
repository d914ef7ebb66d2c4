import type { Analytics } from "@vantreo/consent";
import { ConsentContext } from "@vantreo/consent/react";
import { useContext } from "react";

/**
 * The consent-gated analytics dispatcher of the nearest ConsentProvider, or null when the page
 * has none. `useAnalytics()` throws outside a provider; the tools must keep working (and send
 * nothing) on a page that is rendered without one, as in prerendering and unit tests.
 */
export function useOptionalAnalytics(): Analytics | null {
  return useContext(ConsentContext)?.analytics ?? null;
}
