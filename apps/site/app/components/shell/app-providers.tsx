import { createTranslator, type Locale, type LocaleResources } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { ThemeProvider } from "@vantreo/ui";
import { useMemo, type ReactNode } from "react";
import { SiteConsentProvider } from "../consent/site-consent-provider";

/**
 * Everything a page needs around it in the prerender: i18next for the page's locale (over the
 * strings the root loader read; the browser's islands get what it resolved, see
 * `island-page.server.tsx`), the theme, and consent (which gates analytics, trackers and
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
