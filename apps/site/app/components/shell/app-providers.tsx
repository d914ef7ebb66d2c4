import { createI18nInstance, type Locale, type LocaleResources } from "@vantreo/i18n";
import { ThemeProvider } from "@vantreo/ui";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { SiteConsentProvider } from "../consent/site-consent-provider";

/**
 * Everything a page needs around it: one i18next instance per locale and render (built from the
 * strings the root loader read), the theme, and consent (which gates analytics, trackers and
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
  const i18n = useMemo(
    () => createI18nInstance(locale, { [locale]: resources }),
    [locale, resources],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <SiteConsentProvider>{children}</SiteConsentProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
