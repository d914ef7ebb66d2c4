/**
 * Test support for the consent and analytics components (imported by *.test.tsx only): an
 * in-memory storage, a runtime on injected browser state, and a render at a page location with
 * the locale's translator and the site's consent provider.
 */
import type { ConsentRuntime, NavigatorLike, StorageLike } from "@vantreo/consent";
import { createTranslator, RESOURCES, type Locale } from "@vantreo/i18n";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { TranslationProvider } from "@vantreo/i18n/react";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import { SiteConsentProvider } from "./site-consent-provider";
import { createSiteConsentRuntime } from "./site-consent-runtime";

/** Web Storage in memory; `entries` shows what was written. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  const storage: StorageLike = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
  return Object.assign(storage, { entries });
}

/** A stored choice as the consent manager writes it (`localStorage.cookieConsent`). */
export function storedChoice(cookieConsent: "accepted" | "declined", timestamp: number) {
  return { cookieConsent: JSON.stringify({ cookieConsent, timestamp }) };
}

/** A runtime without trackers on the given storage, navigator and clock. */
export function testRuntime(options: {
  storage: StorageLike;
  navigator?: NavigatorLike;
  now?: () => number;
}): ConsentRuntime {
  return createSiteConsentRuntime(
    {
      storage: options.storage,
      sessionStorage: memoryStorage(),
      navigator: options.navigator ?? {},
      now: options.now,
    },
    {},
  );
}

/** Expires every cookie of the test document (the popup's cookie) between tests. */
export function resetCookies(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Renders `ui` at `path` with the locale's strings and the consent provider around it, after the
 * page's main content (`page`). Navigations change the location in memory.
 */
export function renderWithConsent(
  ui: ReactNode,
  options: {
    runtime: ConsentRuntime;
    locale?: Locale;
    path?: string;
    page?: ReactNode;
    consentEndpoint?: string;
  },
) {
  const locale = options.locale ?? "en";
  const i18n = createTranslator(locale, { [locale]: RESOURCES[locale] });
  const result = render(
    <TranslationProvider translator={i18n}>
      <MemoryPageLocation path={options.path ?? "/"}>
        <SiteConsentProvider
          runtime={options.runtime}
          consentEndpoint={options.consentEndpoint ?? ""}
        >
          <main id="main-content" tabIndex={-1}>
            {options.page}
          </main>
          {ui}
        </SiteConsentProvider>
      </MemoryPageLocation>
    </TranslationProvider>,
  );
  return { ...result, i18n };
}
