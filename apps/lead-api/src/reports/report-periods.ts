import type { ReportGrain } from "@vantreo/contracts/core";

/** One period of a report: its label (first day, `YYYY-MM-DD`) and its instants [start, end). */
export type ReportPeriod = { period: string; startAt: number; endAt: number };

export const DAY_MS = 86_400_000;

/** A calendar date as a UTC midnight (calendar arithmetic only; no instant). */
const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The fields of a wall-clock reading in a time zone (`Intl.DateTimeFormat` in `en-US`, 24 hours,
 * every field numeric): the offset reader below, the firm's business clock, Google Ads' times.
 */
export const WALL_CLOCK_FIELDS = {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
} as const satisfies Intl.DateTimeFormatOptions;

/** One formatter per time zone for the life of the process: building one costs more than a read. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The offset of `timeZone` from UTC at an instant (ms; New York in winter: −5 h), read with one
 * `Intl` formatter per time zone, kept for every later reader (a report's periods ask for two
 * day starts each; the roll-up's table of New York's offsets in `report-days.ts`).
 */
export function zoneOffsetReader(timeZone: string): (at: number) => number {
  const format =
    zoneFormats.get(timeZone) ??
    new Intl.DateTimeFormat("en-US", { ...WALL_CLOCK_FIELDS, timeZone });
  zoneFormats.set(timeZone, format);
  return (at) => {
    const parts = format.formatToParts(at);
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
    const wall = Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
      part("second"),
    );
    return wall - Math.floor(at / 1000) * 1000;
  };
}

/**
 * The instant a calendar day starts in `timeZone` (its local midnight), daylight saving included:
 * the offset is read at a first guess and again at the result, which settles it (a midnight is
 * never inside New York's 02:00 switch).
 */
export function startOfDay(iso: string, timeZone: string): number {
  const wall = dateOf(iso).getTime();
  const offsetAt = zoneOffsetReader(timeZone);
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** The first day of the period of `grain` holding `date`: its Monday, month or quarter. */
function periodStart(date: Date, grain: ReportGrain): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  if (grain === "week") return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
  if (grain === "month") return new Date(Date.UTC(year, month, 1));
  return new Date(Date.UTC(year, month - (month % 3), 1));
}

/** The first day of the period after the one starting on `start`. */
function nextStart(start: Date, grain: ReportGrain): Date {
  if (grain === "week") return new Date(start.getTime() + 7 * DAY_MS);
  const months = grain === "month" ? 1 : 3;
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
}

/**
 * The periods of a report from `from` to `to` (calendar dates, both included) in `timeZone`,
 * oldest first: each labelled by the first day of its week (Monday), month or quarter, and cut
 * to the range (the first and last may be partial). The database counts the leads of each.
 */
export function reportPeriods(
  from: string,
  to: string,
  grain: ReportGrain,
  timeZone: string,
): ReportPeriod[] {
  const rangeStart = startOfDay(from, timeZone);
  const rangeEnd = startOfDay(isoOf(new Date(dateOf(to).getTime() + DAY_MS)), timeZone);
  const periods: ReportPeriod[] = [];
  for (
    let start = periodStart(dateOf(from), grain);
    start.getTime() <= dateOf(to).getTime();
    start = nextStart(start, grain)
  ) {
    periods.push({
      period: isoOf(start),
      startAt: Math.max(rangeStart, startOfDay(isoOf(start), timeZone)),
      endAt: Math.min(rangeEnd, startOfDay(isoOf(nextStart(start, grain)), timeZone)),
    });
  }
  return periods;
}
