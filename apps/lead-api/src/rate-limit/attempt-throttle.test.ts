import { describe, expect, it } from "vitest";
import { THROTTLE_POLICY, throttleWaitMs } from "./attempt-throttle";

const SECOND = 1000;

/** `count` failures one second apart, the newest at `newest`, newest first. */
function failuresUntil(newest: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => newest - index * SECOND);
}

describe("throttleWaitMs", () => {
  it("lets a pair through while it has fewer than 5 failures", () => {
    expect(throttleWaitMs([], 0)).toBe(0);
    expect(throttleWaitMs(failuresUntil(100 * SECOND, 4), 100 * SECOND)).toBe(0);
  });

  it("makes the pair wait 30 s after its 5th failure, doubling per failure up to 15 minutes", () => {
    const waits = [5, 6, 7, 8, 9, 10, 11].map((count) =>
      throttleWaitMs(failuresUntil(0, count), 0),
    );
    expect(waits.map((ms) => ms / SECOND)).toEqual([30, 60, 120, 240, 480, 900, 900]);
    expect(THROTTLE_POLICY.maxDelayMs).toBe(15 * 60 * SECOND);
  });

  it("counts the wait from the newest failure", () => {
    expect(throttleWaitMs(failuresUntil(0, 5), 20 * SECOND)).toBe(10 * SECOND);
    expect(throttleWaitMs(failuresUntil(0, 5), 30 * SECOND)).toBe(0);
  });
});
