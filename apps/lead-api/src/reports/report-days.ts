import { REPORT_TIME_ZONE } from "@vantreo/contracts/core";
import { DAY_MS, zoneOffsetReader } from "./report-periods";

/**
 * New York calendar days as numbers, for the report's roll-up (`report-rollup-migration.ts`): a
 * lead's day is the number of days from 1970-01-01 to its date on New York's clocks, so a
 * report's weeks, months and quarters (cut at New York midnights, `report-periods.ts`) are runs of
 * whole days. SQLite has no time zones: both stores read New York's offsets from a table of the
 * instants they change at, generated here with `Intl` (the same source as the periods').
 */
export { DAY_MS };

/** The years the offset table covers; later instants keep the last offset (standard time). */
export const ZONE_YEARS = { from: 1970, to: 2100 } as const;

/** One step of the table: from `since` (ms since the epoch) on, New York is `offsetMs` from UTC. */
export type ZoneStep = { since: number; offsetMs: number };

const WEEK_MS = 7 * DAY_MS;

/**
 * The instants `timeZone`'s offset changes at over {@link ZONE_YEARS}, with the offset from each
 * on: read weekly (New York changes at most twice a year, months apart), each change then
 * narrowed to the second.
 * The first step starts at the earliest safe integer, so every instant has an offset.
 */
export function zoneSteps(timeZone: string = REPORT_TIME_ZONE): ZoneStep[] {
  const offsetAt = zoneOffsetReader(timeZone);
  const start = Date.UTC(ZONE_YEARS.from, 0, 1);
  const end = Date.UTC(ZONE_YEARS.to + 1, 0, 1);
  const steps: ZoneStep[] = [{ since: Number.MIN_SAFE_INTEGER, offsetMs: offsetAt(start) }];
  for (let at = start; at < end; at += WEEK_MS) {
    const next = Math.min(at + WEEK_MS, end);
    if (offsetAt(next) === offsetAt(at)) continue;
    // The change lies in (at, next]: narrow it to the second.
    let [low, high] = [at, next];
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (offsetAt(middle) === offsetAt(at)) low = middle;
      else high = middle;
    }
    steps.push({ since: high, offsetMs: offsetAt(high) });
  }
  return steps;
}

let cached: ZoneStep[] | undefined;

/** The New York steps of {@link zoneSteps}, computed once. */
export function reportZoneSteps(): ZoneStep[] {
  cached ??= zoneSteps(REPORT_TIME_ZONE);
  return cached;
}

/** The New York day number of the instant `at`, read from the same steps as the databases. */
export function reportDay(at: number): number {
  const steps = reportZoneSteps();
  let [low, high] = [0, steps.length - 1];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (steps[middle]!.since <= at) low = middle;
    else high = middle - 1;
  }
  return Math.floor((at + steps[low]!.offsetMs) / DAY_MS);
}
