import { localeFromPath } from "@vantreo/i18n";
import type { ConsentRuntime } from "@vantreo/consent";
import { ConsentProvider } from "@vantreo/consent/react";
import { useEffect, useState, type ReactNode } from "react";
import { siteConfig } from "../../config/site-config";
import { reportConsentChoices } from "./consent-proof-reporter";
import { siteConsentRuntime } from "./site-consent-runtime";

/** Props of {@link SiteConsentProvider}. */
export type SiteConsentProviderProps = {
  children?: ReactNode;
  /** A runtime to use instead of the page's shared one (tests). */
  runtime?: ConsentRuntime;
  /** Where proofs of consent go; defaults to `siteConfig.consentEndpoint`. */
  consentEndpoint?: string;
};

/**
 * Consent for the whole site (spec sections 4, 6 and 7): the shared runtime with the configured
 * trackers, started after hydration by `ConsentProvider`, and a proof of every choice sent to
 * the lead API's consent log with the page's locale and path. Rendering touches no browser
 * global, so every page prerenders in Node with no banner and nothing granted.
 */
export function SiteConsentProvider({
  children,
  runtime,
  consentEndpoint = siteConfig.consentEndpoint,
}: SiteConsentProviderProps) {
  const [value] = useState(() => runtime ?? siteConsentRuntime());
  useEffect(
    () =>
      reportConsentChoices(value.manager, {
        endpoint: consentEndpoint,
        // Read when the visitor chooses, so a choice made after client-side navigation carries
        // the page it was made on.
        context: () => ({
          locale: localeFromPath(window.location.pathname),
          page: window.location.pathname,
        }),
      }),
    [value, consentEndpoint],
  );
  return <ConsentProvider runtime={value}>{children}</ConsentProvider>;
}
