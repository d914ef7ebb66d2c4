import { describe, expect, it } from "vitest";
import {
  CONVERSION_EVENT_VALUES,
  isConversionEvent,
  isHighValueRoi,
  TRACKING_VALUES,
} from "./conversion-values";

describe("conversion values", () => {
  it("holds the spec's event values", () => {
    expect(CONVERSION_EVENT_VALUES).toEqual({
      contact_form: 100,
      roi_calculator: 200,
      demo_request: 500,
      booking: 1000,
      assessment: 300,
      comparison_view: 150,
      service_view: 50,
      newsletter: 25,
      whitepaper: 75,
      exit_intent: 50,
      case_study_download: 100,
      video: 40,
      pricing_view: 300,
      trial: 750,
    });
  });

  it("holds the spec's tracking values", () => {
    expect(TRACKING_VALUES).toEqual({
      calculator_lead: 1000,
      newsletter: 100,
      lead_capture: 500,
      contact_form: 2000,
      assessment: 750,
      booking: 5000,
    });
  });

  it("counts an ROI over 1,000,000 as high value, and exactly 1,000,000 not", () => {
    expect(isHighValueRoi(1_000_000)).toBe(false);
    expect(isHighValueRoi(1_000_000.01)).toBe(true);
    expect(isHighValueRoi(2_400_000)).toBe(true);
  });
});

describe("isConversionEvent", () => {
  it("accepts the spec's event names and nothing else", () => {
    expect(isConversionEvent("service_view")).toBe(true);
    expect(isConversionEvent("toString")).toBe(false);
    expect(isConversionEvent("calculator_lead")).toBe(false);
  });
});
