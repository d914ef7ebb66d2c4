import { describe, expect, it } from "vitest";
import { formatLeadMessage, LEAD_MESSAGE_CODES, LEAD_MESSAGES } from "./lead-messages";

describe("lead messages", () => {
  it("holds the specification's English texts to the letter", () => {
    expect(LEAD_MESSAGES).toEqual({
      valid_email_required: "Valid email address is required",
      first_name_required: "First name is required",
      last_name_required: "Last name is required",
      message_length: "Message must be between 10 and 5000 characters",
      company_required: "Company name is required",
      validation_failed: "Please correct the form errors and try again",
      endpoint_missing: "Contact form is temporarily unavailable. Please email {email}",
      endpoint_missing_form:
        "Contact form is temporarily unavailable. Please try again later or email {email}.",
      timeout: "Request timed out. Please try again.",
      network_failure: "Unable to submit form. Please try again or contact {email}",
      submit_failed: "Failed to submit",
      submit_lead_failed: "Failed to submit lead",
      submitting: "Submitting...",
      thank_you: "Thank you! We will be in touch within one business day.",
      consent_required: "Please confirm your consent to send the form.",
      rate_limited: "Too many requests. Please wait a moment and try again.",
    });
  });

  it("lists every code once", () => {
    expect(LEAD_MESSAGE_CODES).toHaveLength(16);
    expect(new Set(LEAD_MESSAGE_CODES).size).toBe(16);
  });

  it("fills the contact address into the {email} placeholder", () => {
    expect(formatLeadMessage("network_failure", { email: "hello@vantreo.com" })).toBe(
      "Unable to submit form. Please try again or contact hello@vantreo.com",
    );
    expect(formatLeadMessage("endpoint_missing_form", { email: "hello@vantreo.com" })).toBe(
      "Contact form is temporarily unavailable. Please try again later or email hello@vantreo.com.",
    );
  });

  it("leaves texts without a placeholder, or without a value, unchanged", () => {
    expect(formatLeadMessage("timeout", { email: "hello@vantreo.com" })).toBe(
      "Request timed out. Please try again.",
    );
    expect(formatLeadMessage("endpoint_missing")).toBe(
      "Contact form is temporarily unavailable. Please email {email}",
    );
  });
});
