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
  if (!formatter) return;
  formatter.add("number", (value: number, lng, options: FormatOptions) =>
    formatNumber(value, localeOf(lng), options),
  );
  formatter.add("currency", (value: number, lng, options: FormatOptions) =>
    formatCurrency(value, localeOf(lng), options.currency ?? "USD", options),
  );
  formatter.add("percent", (value: number, lng, options: FormatOptions) =>
    formatPercent(value, localeOf(lng), options),
  );
  formatter.add("datetime", (value: Date | string | number, lng, options: FormatOptions) =>
    formatDate(value, localeOf(lng), { dateStyle: "long", ...options }),
  );
}

/**
 * A fresh, fully initialized i18next instance for one render, built from exactly the resources
 * given and nothing else (so a browser bundle can ship only the visitor's language; pair with
 * `loadResources`). Initialization is synchronous (`initAsync: false` with inline resources),
 * so `t()` works on return, in Node prerender and in the browser alike, and no state is shared
 * with other instances or with the i18next singleton.
 */
export function createI18nInstance(locale: Locale, resources: Resources): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALE_CODES],
    // i18next keeps and mutates the object it is given (addResource, addResourceBundle); a
    // copy keeps the module-level strings, and so every other render, untouched.
    resources: structuredClone(resources) as Record<string, Record<string, object>>,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    returnNull: false,
    returnEmptyString: false,
    // React escapes output itself; escaping here would double-escape "&" in "Data & AI".
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  pinFormatters(instance);
  return instance;
}
