import { describe, expect, it } from "vitest";
import { rateWebVital, webVitalEventValue, type WebVitalName } from "./web-vitals-rating";

// Spec section 9: good up to the first figure, poor above the second.
const CASES: [WebVitalName, number, number, number][] = [
  // name, good limit, poor limit, a step just over a limit
  ["CLS", 0.1, 0.25, 0.001],
  ["FCP", 1800, 3000, 1],
  ["INP", 200, 500, 1],
  ["LCP", 2500, 4000, 1],
  ["TTFB", 800, 1800, 1],
];

describe("rateWebVital", () => {
  it.each(CASES)("rates %s good up to %d and poor above %d", (name, good, poor, step) => {
    expect(rateWebVital(name, good)).toBe("good");
    expect(rateWebVital(name, good + step)).toBe("needs-improvement");
    expect(rateWebVital(name, poor)).toBe("needs-improvement");
    expect(rateWebVital(name, poor + step)).toBe("poor");
  });
});

describe("webVitalEventValue", () => {
  it("rounds millisecond metrics", () => {
    expect(webVitalEventValue("LCP", 2499.5)).toBe(2500);
    expect(webVitalEventValue("INP", 87.4)).toBe(87);
  });

  it("sends CLS as the score the thresholds are written in, rounded to three decimals", () => {
    expect(webVitalEventValue("CLS", 0.0834)).toBe(0.083);
    expect(webVitalEventValue("CLS", 0.2506)).toBe(0.251);
    expect(webVitalEventValue("CLS", 0)).toBe(0);
  });
});
