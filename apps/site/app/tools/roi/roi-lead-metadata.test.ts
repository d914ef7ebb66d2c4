import { describe, expect, it } from "vitest";
import { DEFAULT_ROI_INPUTS } from "./roi-inputs";
import { roiLeadMetadata } from "./roi-lead-metadata";
import { calculateRoi } from "./roi-model";

describe("roiLeadMetadata", () => {
  it("carries the inputs and the results rounded as the page shows them", () => {
    const url = "https://www.vantreo.com/tools/ai-roi-calculator?team=50";
    const metadata = roiLeadMetadata(
      DEFAULT_ROI_INPUTS,
      calculateRoi(DEFAULT_ROI_INPUTS),
      "USD",
      url,
    );
    // Defaults (see roi-model.test): ROI 156.186 % → 156.2; multiple 2.5619 → 2.56;
    // payback 9.765625 → 9.8 months; NPV 513,960.93 → 513,961.
    expect(metadata).toMatchObject({
      tool: "ai-roi-calculator",
      currency: "USD",
      team_size: 50,
      annual_benefit: 367_200,
      annual_net_benefit: 307_200,
      net_return: 671_600,
      roi_pct: 156.2,
      roi_multiple: 2.56,
      payback_months: 9.8,
      npv_3_year: 513_961,
      high_value: false,
      share_url: url,
    });
    // The lead schema keeps at most 32 extra metadata keys.
    expect(Object.keys(metadata).length).toBeLessThanOrEqual(32);
  });

  it("says in words when ROI is undefined and payback never comes", () => {
    const inputs = {
      ...DEFAULT_ROI_INPUTS,
      hoursSavedPerWeek: 0,
      implementationCost: 0,
      annualRunningCost: 0,
    };
    const metadata = roiLeadMetadata(inputs, calculateRoi(inputs), "EUR", "");
    expect([metadata.roi_pct, metadata.roi_multiple, metadata.payback_months]).toEqual([
      "not defined",
      "not defined",
      "never",
    ]);
  });
});
