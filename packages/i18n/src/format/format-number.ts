import { numberFormat } from "./intl-cache";
import { intlLocale, type FormatLocale } from "./intl-locale";

/** A number in a locale with Latin digits: `formatNumber(1234.5, "de")` gives "1.234,5". */
export function formatNumber(
  value: number,
  locale: FormatLocale,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(intlLocale(locale), options).format(value);
}
