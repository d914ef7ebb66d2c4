import type { i18n, TOptions } from "i18next";
import { DEFAULT_NAMESPACE } from "../instance/namespaces";
import type { Resources } from "../instance/resource-types";
import { createI18n } from "../instance/create-i18n";
import type { Locale } from "../locales";

/** Options of one lookup: interpolation values, `count` for plurals, a namespace, a default. */
export type TranslateOptions = {
  readonly count?: number;
  readonly ns?: string;
  readonly defaultValue?: string;
  readonly [value: string]: unknown;
};

/** Looks up `key` ("ns:dotted.path" or a path in the default namespace) and interpolates it. */
export type TranslateFunction = (key: string, options?: TranslateOptions) => string;

/** The strings of one locale: `t`, the locale, and a `t` bound to another default namespace. */
export interface Translator {
  readonly language: Locale;
  readonly t: TranslateFunction;
  /** `t` reading keys without a namespace prefix from `ns` (what `useTranslation(ns)` returns). */
  readonly withNamespace: (ns: string) => TranslateFunction;
}

/** A {@link Translator} that is an i18next instance underneath (server, mails, staff pages). */
export interface I18nextTranslator extends Translator {
  readonly i18n: i18n;
}

/** `t` of an i18next instance for one locale and default namespace, typed as ours. */
export function fixedT(instance: i18n, locale: Locale, ns: string): TranslateFunction {
  const t = instance.getFixedT(locale, ns);
  return (key, options) => String(options === undefined ? t(key) : t(key, options as TOptions));
}

/**
 * The strings of `locale` through i18next: an instance of its own (`createI18n`: English
 * fallback, no escaping, the pinned Intl formats) behind `t` and `withNamespace(ns)`, the shape
 * the site, the mails and `useTranslation` use. Every text translated on the server (prerender,
 * mails) and on the staff pages comes from here.
 */
export function createTranslator(locale: Locale, resources: Resources): I18nextTranslator {
  const instance = createI18n(locale, resources);
  const bound = new Map<string, TranslateFunction>();
  const withNamespace = (ns: string) => {
    let t = bound.get(ns);
    if (!t) bound.set(ns, (t = fixedT(instance, locale, ns)));
    return t;
  };
  return { language: locale, i18n: instance, t: withNamespace(DEFAULT_NAMESPACE), withNamespace };
}
