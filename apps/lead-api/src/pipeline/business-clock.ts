import Holidays from "date-holidays";
import { WALL_CLOCK_FIELDS } from "../reports/report-periods";

/**
 * The firm's hours (spec, "Home and Atlanta figures": Monday to Friday 08:00–18:00, Atlanta), in
 * the time zone of Atlanta. A business day is the ten hours of one working day.
 */
export const FIRM_HOURS = {
  timeZone: "America/New_York",
  opensAt: 8,
  closesAt: 18,
} as const;

const HOUR = 3_600_000;

/** One business day: the length of the firm's working day, counted in its open hours only. */
export const BUSINESS_DAY_MS = (FIRM_HOURS.closesAt - FIRM_HOURS.opensAt) * HOUR;

/** The share of the reply time after which the owner is reminded (the issue: 75 %). */
export const REMINDER_SHARE = 0.75;

// US federal holidays (and their observed substitutes) from a maintained calendar: the `public`
// type of `date-holidays`' US rules is exactly the federal list (5 U.S.C. 6103).
const federal = new Holidays("US", { types: ["public"] });
const holidaysByYear = new Map<number, Set<string>>();

/** Whether `day` (YYYY-MM-DD in Atlanta) is a US federal holiday or its observed day. */
export function isFederalHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(federal.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)));
    holidaysByYear.set(year, days);
  }
  return days.has(day);
}

const parts = new Intl.DateTimeFormat("en-US", {
  ...WALL_CLOCK_FIELDS,
  timeZone: FIRM_HOURS.timeZone,
  weekday: "short",
});

type LocalTime = { day: string; weekday: string; wall: number };

/** The Atlanta calendar day, weekday and wall-clock time (as UTC ms of the same fields) of `at`. */
function local(at: number): LocalTime {
  const field = Object.fromEntries(
    parts.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const day = `${field.year}-${field.month}-${field.day}`;
  const wall = Date.UTC(
    Number(field.year),
    Number(field.month) - 1,
    Number(field.day),
    Number(field.hour),
    Number(field.minute),
    Number(field.second),
  );
  return { day, weekday: String(field.weekday), wall: wall + (at % 1000) };
}

/** The instant when Atlanta's clocks show `hour`:00 on `day` (hours here never fall in a DST gap). */
function atLocalHour(day: string, hour: number): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hour);
  // The zone's offset at a first guess, then at the corrected instant (one DST change at most).
  let guess = wall - (local(wall).wall - wall);
  guess = wall - (local(guess).wall - guess);
  return guess;
}

function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Whether the firm works on `day` (YYYY-MM-DD in Atlanta): Monday to Friday, no federal holiday. */
export function isBusinessDay(day: string, weekday: string): boolean {
  return weekday !== "Sat" && weekday !== "Sun" && !isFederalHoliday(day);
}

/**
 * The instant `duration` of the firm's open hours after `start`: time outside 08:00–18:00
 * Atlanta time, weekends and US federal holidays does not count. Daylight-saving changes are
 * the zone's (the hours are wall-clock hours).
 */
export function addBusinessTime(start: number, duration: number): number {
  let remaining = duration;
  let cursor = start;
  // A year of days bounds the walk (no calendar has that many holidays in a row).
  for (let step = 0; step < 366; step += 1) {
    const { day, weekday } = local(cursor);
    if (isBusinessDay(day, weekday)) {
      const opens = atLocalHour(day, FIRM_HOURS.opensAt);
      const closes = atLocalHour(day, FIRM_HOURS.closesAt);
      const from = Math.max(cursor, opens);
      if (from < closes) {
        if (remaining <= closes - from) return from + remaining;
        remaining -= closes - from;
      }
    }
    cursor = atLocalHour(nextDay(day), 0);
  }
  throw new Error("no business hours within a year");
}

/** When a lead received at `receivedAt` must have had its first reply, and its reminder time. */
export type ReplyClock = { replyBy: number; remindAt: number };

/** The reply-by time (one business day) and the owner's reminder (at 75 % of it) of a lead. */
export function replyClock(receivedAt: number): ReplyClock {
  return {
    replyBy: addBusinessTime(receivedAt, BUSINESS_DAY_MS),
    remindAt: addBusinessTime(receivedAt, BUSINESS_DAY_MS * REMINDER_SHARE),
  };
}
