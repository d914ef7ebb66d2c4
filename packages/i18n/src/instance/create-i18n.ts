import i18next, { type i18n } from "i18next";
import { formatCurrency } from "../format/format-currency";
import { formatDate } from "../format/format-date";
import { formatNumber } from "../format/format-number";
import { formatPercent } from "../format/format-percent";
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale } from "../locales";
import { DEFAULT_NAMESPACE, NAMESPACES } from "./namespaces";
import type { Resources } from "./resource-types";

type FormatOptions = Intl.NumberFormatOptions & Intl.DateTimeFormatOptions;

function localeOf(lng: string | undefined): Locale {
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** Routes i18next's `{{value, number}}` style formats through the pinned Intl formatters. */
function pinFormatters(instance: i18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) throw new Error("i18next started without its formatter");
  formatter.add("number", (value: number, lng, options: FormatOptions) =>
    formatNumber(Number(value), localeOf(lng), options),
  );
  formatter.add("currency", (value: number, lng, options: FormatOptions) =>
    formatCurrency(Number(value), localeOf(lng), options.currency ?? "USD", options),
  );
  formatter.add("percent", (value: number, lng, options: FormatOptions) =>
    formatPercent(Number(value), localeOf(lng), options),
  );
  formatter.add("datetime", (value: Date | string | number, lng, options: FormatOptions) =>
    formatDate(value, localeOf(lng), { dateStyle: "long", ...options }),
  );
}

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /** The language read when the locale lacks a key: English unless `false` (the parity test). */
  fallbackLng?: Locale | false;
}

/**
 * A fresh i18next instance for `locale`, initialized synchronously with `resources` (the shared
 * strings, or any of the same shape), `common` as the default namespace, English as fallback,
 * no HTML escaping (React and the mail templates escape) and its `{{value, number}}` formats
 * routed through the pinned Intl formatters (Latin digits, local grouping), so server HTML, mails
 * and the browser agree digit for digit.
 */
export function createI18n(
  locale: Locale,
  resources: Resources,
  options: CreateI18nOptions = {},
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: options.fallbackLng ?? DEFAULT_LOCALE,
    supportedLngs: [...LOCALE_CODES],
    // i18next keeps and mutates the object it is given (addResource, addResourceBundle); a
    // copy keeps the module-level strings, and so every other render, untouched.
    resources: structuredClone(resources) as Record<string, Record<string, object>>,
    ns: [...new Set([...NAMESPACES, ...namespacesOf(resources)])],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    returnNull: false,
    returnEmptyString: false,
    // React escapes output itself; escaping here would double-escape "&" in "Data & AI".
    interpolation: { escapeValue: false },
  });
  pinFormatters(instance);
  return instance;
}

function namespacesOf(resources: Resources): string[] {
  return Object.values(resources).flatMap((bundle) => Object.keys(bundle ?? {}));
}
