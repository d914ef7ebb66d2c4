import { formatDate, type Locale } from "@vantreo/i18n";

/** A date from the API in the visitor's language ("January 14, 2025"). */
export function formatDay(iso: string, locale: Locale): string {
  return formatDate(iso, locale);
}

/**
 * A moment from the API (an expiry, a log entry) as date and time in the visitor's language and
 * own time zone: "until 14:00" must mean the reader's 14:00.
 */
export function formatMoment(iso: string, locale: Locale, timeZone?: string): string {
  return formatDate(iso, locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}
