import { useMemo, type ReactNode } from "react";
import { I18nextProvider, useTranslation as useI18nextTranslation } from "react-i18next";
import { TranslationContext, type TranslationBinding } from "../react/translation-provider";
import type { I18nextTranslator, TranslateFunction } from "../translate/create-translator";

/** react-i18next's hook, as the `t` of `useTranslation` of `@vantreo/i18n/react`. */
function useReactI18nextT(ns: string | undefined): TranslateFunction {
  return useI18nextTranslation(ns).t as unknown as TranslateFunction;
}

/**
 * i18next and react-i18next for the subtree (the staff pages): react-i18next's
 * `I18nextProvider` with the translator's instance, and `useTranslation` of
 * `@vantreo/i18n/react` answered by react-i18next's `useTranslation`, so components written
 * against the package's hook need no change.
 */
export function I18nextTranslationProvider({
  translator,
  children,
}: {
  translator: I18nextTranslator;
  children: ReactNode;
}) {
  const binding = useMemo<TranslationBinding>(
    () => ({ language: translator.language, useT: useReactI18nextT }),
    [translator],
  );
  return (
    <I18nextProvider i18n={translator.i18n}>
      <TranslationContext.Provider value={binding}>{children}</TranslationContext.Provider>
    </I18nextProvider>
  );
}
