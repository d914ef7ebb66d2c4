import { describe, expect, it } from "vitest";
import { DEFAULT_ROI_INPUTS } from "./roi-inputs";
import { decodeRoiState, encodeRoiState } from "./roi-url-state";

describe("encodeRoiState", () => {
  it("writes every input under its short key, then the currency", () => {
    expect(encodeRoiState(DEFAULT_ROI_INPUTS, "EUR").toString()).toBe(
      "team=50&hours=3&rate=85&adopt=60&impl=250000&run=60000&years=3&disc=10&cur=EUR",
    );
  });

  it("leaves the currency out when the region decides it", () => {
    expect(encodeRoiState(DEFAULT_ROI_INPUTS, null).has("cur")).toBe(false);
  });
});

describe("decodeRoiState", () => {
  it("restores the inputs of a shared link exactly", () => {
    const shared = { ...DEFAULT_ROI_INPUTS, teamSize: 1_200, hourlyCost: 92.5, discountRate: 8 };
    expect(decodeRoiState(encodeRoiState(shared, "SGD"))).toEqual({
      inputs: shared,
      currency: "SGD",
      rejected: [],
      hasInputs: true,
    });
  });

  it("opens the defaults for a link without parameters", () => {
    expect(decodeRoiState("")).toEqual({
      inputs: DEFAULT_ROI_INPUTS,
      currency: null,
      rejected: [],
      hasInputs: false,
    });
  });

  it("falls back to the default of each malformed or out-of-range parameter, and says which", () => {
    const state = decodeRoiState(
      "?team=abc&hours=99&years=2.5&disc=-1&rate=1e3&impl=&adopt=75&cur=GBP",
    );
    expect(state.inputs).toEqual({ ...DEFAULT_ROI_INPUTS, adoptionRate: 75 });
    expect(state.rejected).toEqual([
      "teamSize",
      "hoursSavedPerWeek",
      "hourlyCost",
      "implementationCost",
      "horizonYears",
      "discountRate",
    ]);
    expect(state.currency).toBeNull();
    expect(state.hasInputs).toBe(true);
  });

  it("refuses an absurdly long number without trying to read it", () => {
    expect(decodeRoiState(`team=${"9".repeat(400)}`).rejected).toEqual(["teamSize"]);
  });

  it("reads the currency whatever its case", () => {
    expect(decodeRoiState("cur=sar").currency).toBe("SAR");
  });
});
