import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { TranslateFunction, Translator } from "../translate/create-translator";

const TranslationContext = createContext<Translator | null>(null);

/** Makes a translator (see `createTranslator`) available to `useTranslation` below it. */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslationContext.Provider value={translator}>{children}</TranslationContext.Provider>;
}

/**
 * The strings of the nearest `TranslationProvider`, with `ns` (or the first of several) as the
 * namespace of unprefixed keys. Same call shape as react-i18next's hook: `const { t } =
 * useTranslation("leads")`.
 */
export function useTranslation(ns?: string | readonly string[]): {
  t: TranslateFunction;
  i18n: { language: Translator["language"] };
} {
  const translator = useContext(TranslationContext);
  if (!translator) throw new Error("useTranslation needs a <TranslationProvider> above it");
  const namespace = Array.isArray(ns) ? ns[0] : ns;
  return useMemo(
    () => ({
      t: namespace ? translator.withNamespace(namespace as string) : translator.t,
      i18n: { language: translator.language },
    }),
    [translator, namespace],
  );
}
