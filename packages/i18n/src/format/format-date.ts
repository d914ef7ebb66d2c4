import { dateTimeFormat } from "./intl-cache";
import { intlLocale, type FormatLocale } from "./intl-locale";

/**
 * A date in a locale with the Gregorian calendar and Latin digits, by default as a long date
 * ("January 14, 2025"). Dates are formatted in UTC unless a `timeZone` is given, so the
 * content dates (YYYY-MM-DD, spec section 3) render the same day in prerender and browser.
 */
export function formatDate(
  date: Date | string | number,
  locale: FormatLocale,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return dateTimeFormat(intlLocale(locale), { timeZone: "UTC", ...options }).format(value);
}
