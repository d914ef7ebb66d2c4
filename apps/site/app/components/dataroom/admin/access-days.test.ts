import { describe, expect, it } from "vitest";
import { DEFAULT_ACCESS_DAYS, parseDays } from "./access-days";

describe("the days of access chosen on approval", () => {
  it("defaults to the 14-day code lifetime of the lead API", () => {
    expect(DEFAULT_ACCESS_DAYS).toBe(14);
  });

  it("accepts whole numbers from 1 to 90 only", () => {
    expect(parseDays("1")).toBe(1);
    expect(parseDays(" 90 ")).toBe(90);
    expect(parseDays("0")).toBeNull();
    expect(parseDays("91")).toBeNull();
    expect(parseDays("7.5")).toBeNull();
    expect(parseDays("")).toBeNull();
  });
});
