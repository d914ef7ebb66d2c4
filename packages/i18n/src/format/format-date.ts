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

/** An instant with its date, time and zone name: the fields of {@link formatDateInZone}. */
const IN_ZONE: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/**
 * An instant in a time zone with the zone's short name ("Dec 3, 2026, 10:00 AM EST"; the styles
 * `dateStyle`/`timeStyle` cannot carry a zone name), optionally with the weekday; in UTC, named
 * so, when Intl does not know the zone (a scheduler may report any name): a booking's start as
 * the desk shows it and the sales notification tells it.
 */
export function formatDateInZone(
  date: Date | string | number,
  locale: FormatLocale,
  timeZone: string,
  { weekday }: { weekday?: "short" | "long" } = {},
): string {
  const options = { ...IN_ZONE, ...(weekday ? { weekday } : {}) };
  try {
    return formatDate(date, locale, { ...options, timeZone });
  } catch (error) {
    if (!(error instanceof RangeError) || Number.isNaN(new Date(date).getTime())) throw error;
    return formatDate(date, locale, { ...options, timeZone: "UTC" });
  }
}
