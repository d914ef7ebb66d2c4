import { createI18nInstance, type Locale, type LocaleResources } from "@vantreo/i18n";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";

/** One i18next instance per locale and render, built from the strings the root loader read. */
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
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
