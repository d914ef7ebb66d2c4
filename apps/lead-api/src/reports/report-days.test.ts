import { REPORT_TIME_ZONE } from "@vantreo/contracts/core";
import { describe, expect, it } from "vitest";
import { DAY_MS, reportDay, reportZoneSteps, ZONE_YEARS } from "./report-days";
import { startOfDay } from "./report-periods";

describe("New York's days for the report's roll-up", () => {
  it("starts each day at the midnight the periods start at, 1970 to 2100 (every 97th day, and the days clocks change)", () => {
    const misses: string[] = [];
    const first = Date.UTC(ZONE_YEARS.from, 0, 2) / DAY_MS;
    const last = Date.UTC(ZONE_YEARS.to, 11, 31) / DAY_MS;
    const changeDays = reportZoneSteps()
      .slice(1)
      .filter((_, index) => index % 10 === 0)
      .map((step) => Math.floor(step.since / DAY_MS));
    const sampled = Array.from(
      { length: Math.floor((last - first) / 97) + 1 },
      (_, i) => first + 97 * i,
    );
    for (const day of [...sampled, ...changeDays, ...changeDays.map((d) => d + 1)]) {
      const iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
      const midnight = startOfDay(iso, REPORT_TIME_ZONE);
      if (reportDay(midnight) !== day || reportDay(midnight - 1) !== day - 1) misses.push(iso);
    }
    expect(misses).toEqual([]);
  });

  it("holds two changes a year, in 2026 in March (to −4 h) and November (to −5 h)", () => {
    const steps = reportZoneSteps();
    const of2026 = steps.filter((step) => new Date(step.since).getUTCFullYear() === 2026);
    expect(of2026).toEqual([
      { since: Date.parse("2026-03-08T07:00:00Z"), offsetMs: -4 * 3_600_000 },
      { since: Date.parse("2026-11-01T06:00:00Z"), offsetMs: -5 * 3_600_000 },
    ]);
    // Two a year, 1970 to 2100, after the first step (from the earliest instant on).
    expect(steps.length).toBe(1 + 2 * (ZONE_YEARS.to - ZONE_YEARS.from + 1));
  });
});
