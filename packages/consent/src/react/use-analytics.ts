import type { Analytics } from "../analytics-dispatcher";
import { useConsentRuntime } from "./consent-context";

/** The consent-gated analytics dispatcher of the nearest provider. */
export function useAnalytics(): Analytics {
  return useConsentRuntime().analytics;
}
