import i18next, { type i18n } from "i18next";
import { formatCurrency } from "../format/format-currency";
import { formatDate } from "../format/format-date";
import { formatNumber } from "../format/format-number";
import { formatPercent } from "../format/format-percent";
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale } from "../locales";
import { DEFAULT_NAMESPACE, NAMESPACES } from "../instance/namespaces";
import type { Resources } from "../instance/resource-types";
import { RESOURCES } from "../resources/resources";

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
 * The reference the package's small translator is tested against (`translate-parity.test.ts`):
 * a fresh i18next instance with the shared strings of all locales unless other `resources` are
 * given, initialized synchronously, its `{{value, number}}` formats routed through the pinned
 * Intl formatters. Test-only: i18next is a devDependency and this file is not built.
 */
export function createI18nextReference(locale: Locale, resources: Resources = RESOURCES): i18n {
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
  });
  pinFormatters(instance);
  return instance;
}
