import { isLocale, LOCALES, type Locale } from "../locales";
import type { RegionSettings } from "../regions/regions";

/** A site locale (`en`, `de`, `ar`) or a regional one (`en-US`, `en-SG`, `de-DE`, `ar-SA`). */
export type FormatLocale = Locale | RegionSettings["locale"];

/**
 * The BCP 47 tag handed to Intl, with the Gregorian calendar and Latin digits pinned: without
 * them Arabic can render Arabic-Indic digits and ar-SA the Islamic calendar depending on the
 * runtime's ICU data, so prerendered HTML and the browser would disagree (spec section 9).
 */
export function intlLocale(locale: FormatLocale): string {
  const tag = isLocale(locale) ? LOCALES[locale].htmlLang : locale;
  return `${tag}-u-ca-gregory-nu-latn`;
}
