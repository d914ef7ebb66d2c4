import { describe, expect, it } from "vitest";
import { DEFAULT_ROI_INPUTS, type RoiInputs } from "./roi-inputs";
import { calculateRoi, paybackMonths } from "./roi-model";

// Discount factors at 10 %, worked out by hand: 1/1.1 = 0.9090909, 1/1.21 = 0.8264463,
// 1/1.331 = 0.7513148; their sum (the 3-year annuity factor) is 2.4868520.

function inputs(overrides: Partial<RoiInputs>): RoiInputs {
  return { ...DEFAULT_ROI_INPUTS, ...overrides };
}

describe("calculateRoi with the default inputs", () => {
  // 50 people × 3 h/week × 48 weeks × 60 % adoption = 4,320 h; × 85 = 367,200 a year.
  // Net a year: 367,200 − 60,000 running = 307,200.
  // Over 3 years: benefit 1,101,600; cost 250,000 + 3 × 60,000 = 430,000; net 671,600.
  const result = calculateRoi(DEFAULT_ROI_INPUTS);

  it("values the hours saved at the loaded cost over 48 working weeks", () => {
    expect(result.hoursSavedPerYear).toBe(4_320);
    expect(result.annualBenefit).toBe(367_200);
    expect(result.annualNetBenefit).toBe(307_200);
  });

  it("reports net ROI and the ROI multiple over the horizon, undiscounted", () => {
    expect(result.totalBenefit).toBe(1_101_600);
    expect(result.totalCost).toBe(430_000);
    expect(result.netReturn).toBe(671_600);
    // 671,600 / 430,000 = 1.5618605 → 156.19 %; 1,101,600 / 430,000 = 2.5619×.
    expect(result.roiPercent).toBeCloseTo(156.186, 3);
    expect(result.roiMultiple).toBeCloseTo(2.5619, 4);
  });

  it("pays back the implementation from the monthly net benefit", () => {
    // 307,200 / 12 = 25,600 a month; 250,000 / 25,600 = 9.765625 months.
    expect(result.paybackMonths).toBe(9.765625);
    expect(result.paysBackWithinHorizon).toBe(true);
  });

  it("discounts year-end net cash flows at the stated 10 % for the 3-year NPV", () => {
    // −250,000 + 307,200 × 2.4868520 = −250,000 + 763,960.93 = 513,960.93.
    expect(result.npv3Year).toBeCloseTo(513_960.93, 2);
    expect(result.npvHorizon).toBeCloseTo(513_960.93, 2);
  });

  it("lists year 0 to year 3 with running totals", () => {
    expect(result.cashFlows.map((row) => [row.year, row.net, row.cumulative])).toEqual([
      [0, -250_000, -250_000],
      [1, 307_200, 57_200],
      [2, 307_200, 364_400],
      [3, 307_200, 671_600],
    ]);
    // Year 2 discounted: 307,200 / 1.21 = 253,884.30.
    expect(result.cashFlows[2]?.discounted).toBeCloseTo(253_884.3, 1);
  });

  it("is not high value: 307,200 a year is under 1,000,000", () => {
    expect(result.highValue).toBe(false);
  });
});

describe("calculateRoi edge cases", () => {
  it("with zero cost, pays back at once and leaves ROI undefined instead of dividing by zero", () => {
    // 10 × 2 h × 48 × 100 % × 100 = 96,000 a year; nothing spent.
    const result = calculateRoi(
      inputs({
        teamSize: 10,
        hoursSavedPerWeek: 2,
        hourlyCost: 100,
        adoptionRate: 100,
        implementationCost: 0,
        annualRunningCost: 0,
      }),
    );
    expect(result.annualBenefit).toBe(96_000);
    expect(result.totalCost).toBe(0);
    expect(result.netReturn).toBe(288_000);
    expect(result.roiPercent).toBeNull();
    expect(result.roiMultiple).toBeNull();
    expect(result.paybackMonths).toBe(0);
    // 96,000 × 2.4868520 = 238,737.79.
    expect(result.npv3Year).toBeCloseTo(238_737.79, 2);
  });

  it("with zero benefit, never pays back and loses everything it spends", () => {
    // No hours saved: cost 100,000 + 3 × 20,000 = 160,000, all lost.
    const result = calculateRoi(
      inputs({ hoursSavedPerWeek: 0, implementationCost: 100_000, annualRunningCost: 20_000 }),
    );
    expect(result.annualBenefit).toBe(0);
    expect(result.netReturn).toBe(-160_000);
    expect(result.roiPercent).toBe(-100);
    expect(result.roiMultiple).toBe(0);
    expect(result.paybackMonths).toBeNull();
    expect(result.paysBackWithinHorizon).toBe(false);
    // −100,000 − 20,000 × 2.4868520 = −149,737.04.
    expect(result.npv3Year).toBeCloseTo(-149_737.04, 2);
  });

  it("reports a negative ROI when payback falls after the horizon", () => {
    // 5 × 2 h × 48 × 50 % = 240 h × 50 = 12,000 a year; net 12,000 − 5,000 = 7,000.
    // 3 years: benefit 36,000, cost 200,000 + 15,000 = 215,000, net −179,000.
    const result = calculateRoi(
      inputs({
        teamSize: 5,
        hoursSavedPerWeek: 2,
        hourlyCost: 50,
        adoptionRate: 50,
        implementationCost: 200_000,
        annualRunningCost: 5_000,
      }),
    );
    expect(result.netReturn).toBe(-179_000);
    // −179,000 / 215,000 = −83.2558 %; 36,000 / 215,000 = 0.16744×.
    expect(result.roiPercent).toBeCloseTo(-83.2558, 4);
    expect(result.roiMultiple).toBeCloseTo(0.16744, 5);
    // 200,000 / (7,000 / 12) = 342.857 months, beyond 36.
    expect(result.paybackMonths).toBeCloseTo(342.857, 3);
    expect(result.paysBackWithinHorizon).toBe(false);
    // −200,000 + 7,000 × 2.4868520 = −182,592.04.
    expect(result.npv3Year).toBeCloseTo(-182_592.04, 2);
  });

  it("never pays back when running costs exceed the benefit", () => {
    // 12,000 a year of benefit against 15,000 a year of running cost.
    const result = calculateRoi(
      inputs({
        teamSize: 5,
        hoursSavedPerWeek: 2,
        hourlyCost: 50,
        adoptionRate: 50,
        implementationCost: 0,
        annualRunningCost: 15_000,
      }),
    );
    expect(result.annualNetBenefit).toBe(-3_000);
    expect(result.paybackMonths).toBeNull();
  });

  it("keeps very large inputs finite and exact", () => {
    // 1,000,000 × 40 h × 48 × 100 % × 10,000 = 1.92e13 a year; over 10 years 1.92e14;
    // cost 1e9 + 10 × 1e9 = 1.1e10; net 1.92e14 − 1.1e10 = 191,989,000,000,000.
    const result = calculateRoi({
      teamSize: 1_000_000,
      hoursSavedPerWeek: 40,
      hourlyCost: 10_000,
      adoptionRate: 100,
      implementationCost: 1_000_000_000,
      annualRunningCost: 1_000_000_000,
      horizonYears: 10,
      discountRate: 0,
    });
    expect(result.annualBenefit).toBe(19_200_000_000_000);
    expect(result.netReturn).toBe(191_989_000_000_000);
    // At a 0 % rate the NPV is the undiscounted net.
    expect(result.npvHorizon).toBe(191_989_000_000_000);
    expect(result.cashFlows).toHaveLength(11);
    expect(result.highValue).toBe(true);
  });

  it("reports a 3-year NPV even when the horizon is one year", () => {
    const result = calculateRoi(inputs({ horizonYears: 1 }));
    expect(result.cashFlows).toHaveLength(2);
    // Horizon: −250,000 + 307,200 / 1.1 = 29,272.73; three years as with the defaults.
    expect(result.npvHorizon).toBeCloseTo(29_272.73, 2);
    expect(result.npv3Year).toBeCloseTo(513_960.93, 2);
  });

  it("flags a yearly net benefit over 1,000,000 as high value, and exactly 1,000,000 not", () => {
    // 100 × 10 h × 48 × 100 % = 48,000 h × 25 = 1,200,000 a year.
    const base = inputs({
      teamSize: 100,
      hoursSavedPerWeek: 10,
      hourlyCost: 25,
      adoptionRate: 100,
    });
    expect(calculateRoi({ ...base, annualRunningCost: 200_000 }).highValue).toBe(false);
    expect(calculateRoi({ ...base, annualRunningCost: 199_999 }).highValue).toBe(true);
  });

  it("refuses invalid inputs with the fields named", () => {
    expect(() => calculateRoi(inputs({ teamSize: 0, adoptionRate: 120 }))).toThrow(
      /teamSize \(below_min\), adoptionRate \(above_max\)/,
    );
    expect(() => calculateRoi(inputs({ hourlyCost: Number.NaN }))).toThrow(RangeError);
  });
});

describe("paybackMonths", () => {
  it("is the implementation cost over the monthly net benefit", () => {
    // 120,000 a year is 10,000 a month; 45,000 / 10,000 = 4.5 months.
    expect(paybackMonths(45_000, 120_000)).toBe(4.5);
  });

  it("is null when nothing is gained each year", () => {
    expect(paybackMonths(45_000, 0)).toBeNull();
    expect(paybackMonths(0, -1)).toBeNull();
  });
});
