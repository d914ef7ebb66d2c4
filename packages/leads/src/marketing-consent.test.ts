import { describe, expect, it } from "vitest";
import { checkMarketingConsent } from "./marketing-consent";

describe("checkMarketingConsent", () => {
  it("blocks submission when consent is required and not given", () => {
    expect(checkMarketingConsent({ required: true, given: false })).toEqual({
      field: "marketing_consent",
      code: "consent_required",
      message: "Please confirm your consent to send the form.",
    });
  });

  it("lets the form submit when consent is given or not required", () => {
    expect(checkMarketingConsent({ required: true, given: true })).toBeNull();
    expect(checkMarketingConsent({ required: false, given: false })).toBeNull();
  });
});
