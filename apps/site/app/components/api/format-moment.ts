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
    timeZone: timeZone ?? readerTimeZone(),
  });
}

let knownTimeZone: string | undefined;

/**
 * The reader's time zone, asked of Intl once a page (a `DateTimeFormat` is costly to build: a
 * list of moments built one per cell, issue 31's profile of the desk's section switches).
 */
export function readerTimeZone(): string {
  knownTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return knownTimeZone;
}
