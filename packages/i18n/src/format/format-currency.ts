import { numberFormat } from "./intl-cache";
import { intlLocale, type FormatLocale } from "./intl-locale";

/**
 * An amount of money in a locale with Latin digits. Whole amounts drop their cents, as the
 * spec writes prices ("$5,000"); `formatCurrency(5000, "en", "USD")` gives "$5,000" and
 * `formatCurrency(12.5, "en", "USD")` gives "$12.50".
 */
export function formatCurrency(
  amount: number,
  locale: FormatLocale,
  currency: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(intlLocale(locale), {
    style: "currency",
    currency,
    trailingZeroDisplay: "stripIfInteger",
    ...options,
  }).format(amount);
}
