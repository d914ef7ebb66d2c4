import { createTranslator, type LocaleResources } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { I18nextTranslationProvider } from "@vantreo/i18n/react-i18next";
import { useMemo, type ReactNode } from "react";

/**
 * A staff console's strings through i18next and react-i18next: an instance of the page's
 * language over its resources, under which `useTranslation` of `@vantreo/i18n/react` is
 * react-i18next's hook. Loaded with the console, after hydration (`ClientIsland`), so public
 * pages never carry i18next.
 */
export default function StaffTranslations({
  resources,
  children,
}: {
  resources: Partial<LocaleResources>;
  children: ReactNode;
}) {
  const { language } = useTranslation().i18n;
  const translator = useMemo(
    () => createTranslator(language, { [language]: resources as LocaleResources }),
    [language, resources],
  );
  return (
    <I18nextTranslationProvider translator={translator}>{children}</I18nextTranslationProvider>
  );
}
