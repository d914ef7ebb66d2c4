import {
  REPORT_BREAKDOWNS,
  REPORT_GRAINS,
  REPORT_TIME_ZONE,
  type ReportBreakdown,
  type ReportGrain,
} from "@vantreo/contracts/core";

/** What a report shows: its range (dates in the firm's time zone), periods and breakdown. */
export type ReportSearch = { from: string; to: string; grain: ReportGrain; by: ReportBreakdown };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Today in the report's time zone, `YYYY-MM-DD` (en-CA writes dates that way). */
export function todayInReportZone(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: REPORT_TIME_ZONE }).format(now);
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/**
 * The report of the URL's search params (`from`, `to`, `grain`, `by`); what is missing or not
 * valid falls back to the last twelve weeks, by week and by source. The URL is the state: a
 * report is a link to share.
 */
export function readReportSearch(params: URLSearchParams, now: Date = new Date()): ReportSearch {
  const today = todayInReportZone(now);
  const to = DATE.test(params.get("to") ?? "") ? (params.get("to") as string) : today;
  const twelveWeeksBefore = new Date(Date.parse(`${to}T00:00:00Z`) - 83 * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const from = DATE.test(params.get("from") ?? "")
    ? (params.get("from") as string)
    : twelveWeeksBefore;
  return {
    from,
    to,
    grain: oneOf(REPORT_GRAINS, params.get("grain"), "week"),
    by: oneOf(REPORT_BREAKDOWNS, params.get("by"), "source"),
  };
}

/** The API's query string of a report. */
export function reportQuery(search: ReportSearch): string {
  return new URLSearchParams(search).toString();
}
