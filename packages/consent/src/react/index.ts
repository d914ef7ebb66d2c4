export { ConsentContext, useConsentRuntime } from "./consent-context";
export { ConsentProvider, type ConsentProviderProps } from "./consent-provider";
export { useAnalytics } from "./use-analytics";
export {
  useConsent,
  useConsentAllows,
  useConsentState,
  type UseConsentResult,
} from "./use-consent";
export {
  useNewsletterPopup,
  type UseNewsletterPopupOptions,
  type UseNewsletterPopupResult,
} from "./use-newsletter-popup";
