import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "../locales";
import type { TranslateFunction, Translator } from "../translate/create-translator";

/**
 * How `useTranslation` gets its `t` below a provider: the page's language and a hook. The hook
 * is fixed for a provider's lifetime, so the hooks it calls keep their order (react-i18next's
 * `useTranslation` under `I18nextTranslationProvider`, a memo over a {@link Translator} here).
 */
export interface TranslationBinding {
  readonly language: Locale;
  readonly useT: (ns: string | undefined) => TranslateFunction;
}

export const TranslationContext = createContext<TranslationBinding | null>(null);

/**
 * Makes a translator available to `useTranslation` below it: the server's and the tests'
 * i18next one (`createTranslator`) or a public page's prerendered strings in the browser
 * (`createPrerenderedTranslator`).
 */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  const binding = useMemo<TranslationBinding>(
    () => ({
      language: translator.language,
      // Called as a hook by useTranslation, once per render, for this provider's lifetime.
      useT: (ns) => useMemo(() => (ns ? translator.withNamespace(ns) : translator.t), [ns]),
    }),
    [translator],
  );
  return <TranslationContext.Provider value={binding}>{children}</TranslationContext.Provider>;
}

/**
 * The strings of the nearest provider, with `ns` (or the first of several) as the namespace of
 * unprefixed keys. Same call shape as react-i18next's hook: `const { t } =
 * useTranslation("leads")`; on the staff pages it is react-i18next's hook.
 */
export function useTranslation(ns?: string | readonly string[]): {
  t: TranslateFunction;
  i18n: { language: Locale };
} {
  const binding = useContext(TranslationContext);
  if (!binding) throw new Error("useTranslation needs a <TranslationProvider> above it");
  const namespace = (Array.isArray(ns) ? ns[0] : ns) as string | undefined;
  const t = binding.useT(namespace);
  return useMemo(() => ({ t, i18n: { language: binding.language } }), [t, binding.language]);
}
