import { describe, expect, it } from "vitest";
import { MATURITY_COPY } from "./maturity/maturity-copy";
import { ROI_COPY } from "./roi/roi-copy";
import { TRUST_COPY } from "./trust/trust-copy";

describe("the tools' page copy", () => {
  it("keeps every meta description within 160 characters, as search results show them", () => {
    for (const copy of [ROI_COPY, MATURITY_COPY, TRUST_COPY]) {
      expect(copy.metaDescription.length).toBeLessThanOrEqual(160);
      expect(copy.metaDescription.length).toBeGreaterThan(70);
    }
  });

  it("states the calculator's assumptions with the numbers the model uses", () => {
    // The model counts 48 working weeks (roi-inputs.ts) and a 10 % default discount rate.
    expect(ROI_COPY.assumptions.join(" ")).toContain("48 working weeks");
    expect(ROI_COPY.assumptions.join(" ")).toContain("discount rate");
  });
});
