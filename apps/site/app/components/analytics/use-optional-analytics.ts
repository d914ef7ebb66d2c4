import type { Analytics } from "@vantreo/consent";
import { ConsentContext } from "@vantreo/consent/react";
import { useContext } from "react";

/**
 * The consent-gated analytics dispatcher of the nearest ConsentProvider, or null when there is
 * none. `useAnalytics()` throws outside a provider; forms, tools and the search must keep working
 * (and send nothing) where a page is rendered without one, as in prerendering and unit tests.
 */
export function useOptionalAnalytics(): Analytics | null {
  return useContext(ConsentContext)?.analytics ?? null;
}
