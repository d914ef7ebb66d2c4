import { type Locale, type LocaleResources } from "@vantreo/i18n";
import { createTranslator, TranslationProvider } from "@vantreo/i18n/react";
import { ThemeProvider } from "@vantreo/ui";
import { useMemo, type ReactNode } from "react";
import { SiteConsentProvider } from "../consent/site-consent-provider";

/**
 * Everything a page needs around it: a translator for the page's locale (built from the strings
 * the root loader read; a 1 KB i18next-compatible one instead of i18next itself, for the route's
 * JavaScript budget in apps/site/README.md), the theme, and consent (which gates analytics, trackers and
 * the newsletter popup).
 */
export function AppProviders({
  locale,
  resources,
  children,
}: {
  locale: Locale;
  resources: LocaleResources;
  children: ReactNode;
}) {
  const translator = useMemo(
    () => createTranslator(locale, { [locale]: resources }),
    [locale, resources],
  );
  return (
    <TranslationProvider translator={translator}>
      <ThemeProvider>
        <SiteConsentProvider>{children}</SiteConsentProvider>
      </ThemeProvider>
    </TranslationProvider>
  );
}
