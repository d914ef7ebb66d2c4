import { numberFormat } from "./intl-cache";
import { intlLocale, type FormatLocale } from "./intl-locale";

/**
 * A ratio as a percentage in a locale with Latin digits: `formatPercent(0.4, "en")` gives
 * "40%". The value is a fraction (0.4), as Intl expects, not a percentage (40).
 */
export function formatPercent(
  value: number,
  locale: FormatLocale,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(intlLocale(locale), {
    style: "percent",
    maximumFractionDigits: 1,
    ...options,
  }).format(value);
}
