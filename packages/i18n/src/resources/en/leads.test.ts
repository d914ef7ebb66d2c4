import { describe, expect, it } from "vitest";
import { leads } from "./leads";

// The LeadMessageCode list and English texts of CONTRACTS.md (spec sections 5 and 8), copied by
// hand; `{email}` in @vantreo/leads is `{{email}}` for i18next.
const CONTRACT: Record<string, string> = {
  valid_email_required: "Valid email address is required",
  first_name_required: "First name is required",
  last_name_required: "Last name is required",
  message_length: "Message must be between 10 and 5000 characters",
  company_required: "Company name is required",
  validation_failed: "Please correct the form errors and try again",
  endpoint_missing: "Contact form is temporarily unavailable. Please email {{email}}",
  endpoint_missing_form:
    "Contact form is temporarily unavailable. Please try again later or email {{email}}.",
  timeout: "Request timed out. Please try again.",
  network_failure: "Unable to submit form. Please try again or contact {{email}}",
  submit_failed: "Failed to submit",
  submit_lead_failed: "Failed to submit lead",
  submitting: "Submitting...",
  thank_you: "Thank you! We will be in touch within one business day.",
  consent_required: "Please confirm your consent to send the form.",
  rate_limited: "Too many requests. Please wait a moment and try again.",
};

describe("English lead messages", () => {
  it("has exactly one string per lead message code, with the spec's text", () => {
    const { form: _form, ...codes } = leads;
    expect(codes).toEqual(CONTRACT);
  });

  it("labels every field of the lead form", () => {
    expect(Object.keys(leads.form)).toEqual(
      expect.arrayContaining(["name", "email", "company", "phone", "message", "marketingConsent"]),
    );
    expect(leads.form.submit).toBe("Send message");
  });
});
