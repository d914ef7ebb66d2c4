import { describe, expect, it } from "vitest";
import { retryDelay } from "./retry-delay";

const options = { baseDelayMs: 1000, maxDelayMs: 10_000 };

describe("retryDelay", () => {
  it("doubles with each attempt: half fixed, half random", () => {
    // attempt n: 1000 × 2^(n−1), of which half is fixed and half is scaled by random().
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, options, () => 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, options, () => 0.999_999))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it("never waits longer than the cap", () => {
    expect(retryDelay(5, options, () => 0)).toBe(5000);
    expect(retryDelay(30, options, () => 0.999_999)).toBe(10_000);
  });

  it("spreads retries of the same attempt between half and all of the step", () => {
    expect(retryDelay(3, options, () => 0.25)).toBe(2500);
  });
});
