export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_CODES,
  LOCALE_PREFIX_PATTERN,
  LOCALES,
  localeFromPath,
} from "./locales";
export type { Locale, LocaleDefinition } from "./locales";

export { LOCALIZED_PAGE_KEYS, LOCALIZED_PAGES } from "./routes/localized-pages";
export type { LocalizedPageKey } from "./routes/localized-pages";
export { hasLocalizedVersion, localizePath } from "./routes/localize-path";
export { toEnglishPath } from "./routes/to-english-path";
export { switchLocale } from "./routes/switch-locale";
export { alternatesFor } from "./routes/alternates-for";
export type { Alternate } from "./routes/alternates-for";

export { DEFAULT_REGION, REGIONS, regionForHost } from "./regions/regions";
export type { RegionHost, RegionSettings } from "./regions/regions";
export { regionOrigin } from "./regions/region-origin";

export { FSI, isolateLtr, LRI, PDI } from "./copy-rules/bidi-isolates";

export { intlLocale } from "./format/intl-locale";
export type { FormatLocale } from "./format/intl-locale";
export { formatNumber } from "./format/format-number";
export { formatCurrency } from "./format/format-currency";
export { formatPercent } from "./format/format-percent";
export { formatDate, formatDateInZone } from "./format/format-date";

export { DEFAULT_NAMESPACE, NAMESPACES } from "./instance/namespaces";
export type { Namespace } from "./instance/namespaces";
export type { LocaleResources, Resources, StringTree } from "./instance/resource-types";
export { createI18n } from "./instance/create-i18n";
export type { CreateI18nOptions } from "./instance/create-i18n";
export { createTranslator } from "./translate/create-translator";
export type {
  I18nextTranslator,
  TranslateFunction,
  TranslateOptions,
  Translator,
} from "./translate/create-translator";

export { prerenderStrings } from "./prerendered/prerender-strings";
export type { PluralForms, PrerenderedStrings } from "./prerendered/prerendered-strings";

export { RESOURCES } from "./resources/resources";
export type { AllResources } from "./resources/resources";
export { loadResources } from "./resources/load-resources";
export type { SharedResources } from "./resources/en/index";

export { checkResourceParity } from "./parity/check-resource-parity";
export type { ParityIssue, ParityIssueKind, ParityOptions } from "./parity/check-resource-parity";
