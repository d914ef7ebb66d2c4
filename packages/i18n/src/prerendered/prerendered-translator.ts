import { formatDate } from "../format/format-date";
import { formatNumber } from "../format/format-number";
import { formatPercent } from "../format/format-percent";
import { formatCurrency } from "../format/format-currency";
import { DEFAULT_NAMESPACE } from "../instance/namespaces";
import type { Locale } from "../locales";
import type {
  TranslateFunction,
  TranslateOptions,
  Translator,
} from "../translate/create-translator";
import type { PrerenderedStrings } from "./prerendered-strings";

type Formatter = (value: unknown, locale: Locale) => string;

// The formats the shared strings use, through the same pinned Intl formatters i18next is given.
const FORMATTERS: Readonly<Record<string, Formatter>> = {
  number: (value, locale) => formatNumber(Number(value), locale),
  currency: (value, locale) => formatCurrency(Number(value), locale, "USD"),
  percent: (value, locale) => formatPercent(Number(value), locale),
  datetime: (value, locale) =>
    formatDate(value as Date | string | number, locale, { dateStyle: "long" }),
};

function fill(template: string, options: TranslateOptions, locale: Locale): string {
  return template.replace(
    /\{\{\s*([^,}\s]+)\s*(?:,\s*([a-z]+)[^}]*)?\}\}/gi,
    (match, name, format) => {
      const value = options[name as string];
      if (value === undefined || value === null) return match;
      const formatter = format ? FORMATTERS[(format as string).toLowerCase()] : undefined;
      return formatter ? formatter(value, locale) : String(value);
    },
  );
}

/**
 * The browser's `t` on public pages, over the strings i18next resolved at prerender
 * (`prerenderStrings`): it picks a counted string's form by `Intl.PluralRules` and fills in
 * `{{value}}` and `{{value, number|currency|percent|datetime}}`; key lookup, namespaces and the
 * fallback were i18next's work. Public pages do not load i18next (their JavaScript budget);
 * `i18next-parity.test.ts` holds this to i18next on every key of every locale.
 */
export function createPrerenderedTranslator(
  locale: Locale,
  strings: PrerenderedStrings,
): Translator {
  const rules = new Intl.PluralRules(locale);
  const withNamespace =
    (defaultNs: string): TranslateFunction =>
    (key, options = {}) => {
      const split = key.indexOf(":");
      const ns = split > 0 ? key.slice(0, split) : (options.ns ?? defaultNs);
      const path = split > 0 ? key.slice(split + 1) : key;
      const entry = strings[ns]?.[path];
      let template: string | undefined;
      if (typeof entry === "string") template = entry;
      else if (entry && options.count !== undefined) {
        const { count } = options;
        template =
          (count === 0 ? entry.zero : undefined) ?? entry[rules.select(count)] ?? entry.other;
      }
      return fill(template ?? options.defaultValue ?? path, options, locale);
    };
  return { language: locale, t: withNamespace(DEFAULT_NAMESPACE), withNamespace };
}
