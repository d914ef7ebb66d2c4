import { describe, expect, it } from "vitest";
import { niceScale, niceStep } from "./nice-scale";

describe("niceStep", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([0.7, 1.3, 184_320, 2.2, 4.1, 7].map(niceStep)).toEqual([1, 2, 200_000, 2.5, 5, 10]);
  });
});

describe("niceScale", () => {
  it("spans the default ROI cash flows with round ticks and a zero line", () => {
    // Range −250,000 to 671,600 is 921,600; ÷ 5 = 184,320, rounded up to 200,000.
    const scale = niceScale(-250_000, 671_600);
    expect(scale).toEqual({
      min: -400_000,
      max: 800_000,
      step: 200_000,
      ticks: [-400_000, -200_000, 0, 200_000, 400_000, 600_000, 800_000],
    });
  });

  it("always includes zero, even when every value is positive", () => {
    expect(niceScale(5, 9).ticks).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it("gives a unit axis when every value is zero", () => {
    expect(niceScale(0, 0)).toEqual({ min: 0, max: 1, step: 1, ticks: [0, 1] });
  });

  it("keeps decimal ticks free of binary noise", () => {
    expect(niceScale(0, 0.5).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });
});
