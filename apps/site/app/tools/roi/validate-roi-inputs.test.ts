import { describe, expect, it } from "vitest";
import type { RoiRawInputs } from "./validate-roi-inputs";
import { parseAmount, parseRoiInputs, validateRoiInputs } from "./validate-roi-inputs";
import { DEFAULT_ROI_INPUTS } from "./roi-inputs";

const typed: RoiRawInputs = {
  teamSize: "50",
  hoursSavedPerWeek: "3",
  hourlyCost: "85",
  adoptionRate: "60",
  implementationCost: "250,000",
  annualRunningCost: "60 000",
  horizonYears: "3",
  discountRate: "10",
};

describe("parseAmount", () => {
  it("reads plain and comma-grouped English amounts", () => {
    expect(parseAmount("150000")).toBe(150_000);
    expect(parseAmount(" 150,000.50 ")).toBe(150_000.5);
    expect(parseAmount("1,234,567")).toBe(1_234_567);
    expect(parseAmount(".5")).toBe(0.5);
  });

  it("refuses exponents, hex, words and a decimal comma instead of guessing", () => {
    expect(parseAmount("1e6")).toBeNull();
    expect(parseAmount("0x10")).toBeNull();
    expect(parseAmount("ten")).toBeNull();
    expect(parseAmount("1,5")).toBeNull();
    expect(parseAmount("12,34,567")).toBeNull();
  });

  it("reads a minus sign so the range check can speak, and an empty field as missing", () => {
    expect(parseAmount("-5")).toBe(-5);
    expect(parseAmount("   ")).toBeUndefined();
  });
});

describe("parseRoiInputs", () => {
  it("accepts the typed defaults, separators included", () => {
    expect(parseRoiInputs(typed)).toEqual({ ok: true, inputs: DEFAULT_ROI_INPUTS });
  });

  it("answers one error per refused field, in form order, with the limits", () => {
    const result = parseRoiInputs({
      ...typed,
      teamSize: "2.5",
      hoursSavedPerWeek: "41",
      hourlyCost: "",
      adoptionRate: "-5",
      discountRate: "ten",
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: "teamSize", code: "not_whole", min: 1, max: 1_000_000 },
        { field: "hoursSavedPerWeek", code: "above_max", min: 0, max: 40 },
        { field: "hourlyCost", code: "required", min: 0, max: 10_000 },
        { field: "adoptionRate", code: "below_min", min: 0, max: 100 },
        { field: "discountRate", code: "not_a_number", min: 0, max: 50 },
      ],
    });
  });

  it("accepts the limits themselves", () => {
    const result = parseRoiInputs({
      ...typed,
      teamSize: "1",
      hoursSavedPerWeek: "40",
      adoptionRate: "0",
      horizonYears: "10",
      discountRate: "50",
    });
    expect(result.ok).toBe(true);
  });
});

describe("validateRoiInputs", () => {
  it("refuses a horizon of zero years and a non-finite cost", () => {
    expect(
      validateRoiInputs({
        ...DEFAULT_ROI_INPUTS,
        horizonYears: 0,
        implementationCost: Number.POSITIVE_INFINITY,
      }).map((error) => [error.field, error.code]),
    ).toEqual([
      ["implementationCost", "not_a_number"],
      ["horizonYears", "below_min"],
    ]);
  });
});
