import { describe, expect, it } from "vitest";
import { reportPeriods, startOfDay } from "./report-periods";

const NY = "America/New_York";
const at = (iso: string) => Date.parse(iso);

describe("a report's periods in America/New_York", () => {
  it("starts a day at local midnight, in winter (−5 h) and in summer (−4 h)", () => {
    expect(startOfDay("2026-01-05", NY)).toBe(at("2026-01-05T05:00:00Z"));
    expect(startOfDay("2026-07-06", NY)).toBe(at("2026-07-06T04:00:00Z"));
    // The day clocks go forward (2026-03-08) starts before the switch, at −5 h.
    expect(startOfDay("2026-03-08", NY)).toBe(at("2026-03-08T05:00:00Z"));
    expect(startOfDay("2026-03-09", NY)).toBe(at("2026-03-09T04:00:00Z"));
  });

  it("cuts weeks on Mondays, the first and last cut to the range", () => {
    // 2026-03-04 is a Wednesday; 2026-03-17 a Tuesday.
    expect(reportPeriods("2026-03-04", "2026-03-17", "week", NY)).toEqual([
      {
        period: "2026-03-02",
        startAt: at("2026-03-04T05:00:00Z"),
        endAt: at("2026-03-09T04:00:00Z"),
      },
      {
        period: "2026-03-09",
        startAt: at("2026-03-09T04:00:00Z"),
        endAt: at("2026-03-16T04:00:00Z"),
      },
      {
        period: "2026-03-16",
        startAt: at("2026-03-16T04:00:00Z"),
        endAt: at("2026-03-18T04:00:00Z"),
      },
    ]);
  });

  it("cuts months and quarters on their first days", () => {
    expect(reportPeriods("2026-01-15", "2026-03-31", "month", NY).map((p) => p.period)).toEqual([
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
    ]);
    expect(reportPeriods("2025-11-01", "2026-04-01", "quarter", NY)).toEqual([
      {
        period: "2025-10-01",
        startAt: at("2025-11-01T04:00:00Z"),
        endAt: at("2026-01-01T05:00:00Z"),
      },
      {
        period: "2026-01-01",
        startAt: at("2026-01-01T05:00:00Z"),
        endAt: at("2026-04-01T04:00:00Z"),
      },
      {
        period: "2026-04-01",
        startAt: at("2026-04-01T04:00:00Z"),
        endAt: at("2026-04-02T04:00:00Z"),
      },
    ]);
  });

  it("has one period for a one-day range", () => {
    expect(reportPeriods("2026-03-08", "2026-03-08", "week", NY)).toEqual([
      {
        period: "2026-03-02",
        startAt: at("2026-03-08T05:00:00Z"),
        endAt: at("2026-03-09T04:00:00Z"),
      },
    ]);
  });
});
