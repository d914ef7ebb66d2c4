import { describe, expect, it } from "vitest";
import { validateLeadForm } from "./validate-lead-form";

describe("validateLeadForm", () => {
  it("requires a name and a valid e-mail; company and message are optional", () => {
    expect(validateLeadForm({ name: "Ada Lovelace", email: "ada@example.com" })).toEqual([]);
    expect(validateLeadForm({ name: "  ", email: "ada@" })).toEqual([
      { field: "name", code: "first_name_required", message: "First name is required" },
      { field: "email", code: "valid_email_required", message: "Valid email address is required" },
    ]);
  });

  it("checks separate name fields when the form has them", () => {
    expect(validateLeadForm({ firstName: "", lastName: "", email: "ada@example.com" })).toEqual([
      { field: "firstName", code: "first_name_required", message: "First name is required" },
    ]);
  });

  it("asks only for an e-mail when the form has no name field", () => {
    expect(validateLeadForm({ email: "ada@example.com" }, { requireName: false })).toEqual([]);
    expect(
      validateLeadForm({ email: "" }, { requireName: false }).map((error) => error.code),
    ).toEqual(["valid_email_required"]);
  });

  it("blocks submission without the marketing consent when the form requires it", () => {
    const values = { name: "Ada Lovelace", email: "ada@example.com" };
    expect(validateLeadForm(values, { consentRequired: true })).toEqual([
      {
        field: "marketing_consent",
        code: "consent_required",
        message: "Please confirm your consent to send the form.",
      },
    ]);
    expect(
      validateLeadForm({ ...values, marketingConsent: true }, { consentRequired: true }),
    ).toEqual([]);
    expect(validateLeadForm(values, { consentRequired: false })).toEqual([]);
  });
});
