import { leadFieldError, type LeadFieldError } from "./lead-field-error";

/**
 * The marketing-consent rule of a form (spec section 5): when the consent checkbox is switched
 * on for the form, submission is blocked until it is ticked. Returns the `consent_required`
 * error for the `marketing_consent` field, or null when the form may be submitted.
 */
export function checkMarketingConsent(options: {
  required: boolean;
  given: boolean;
}): LeadFieldError | null {
  return options.required && !options.given
    ? leadFieldError("marketing_consent", "consent_required")
    : null;
}
