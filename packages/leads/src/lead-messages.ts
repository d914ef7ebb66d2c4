/**
 * The English texts of every lead message, keyed by a stable code (spec section 8, error
 * catalogue, and section 5, validation messages). The texts are the specification's, to the
 * letter; `@vantreo/i18n` translates the same keys into German and Arabic.
 */
export const LEAD_MESSAGES = {
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
} as const satisfies Record<string, string>;

/** A stable key of {@link LEAD_MESSAGES}; the unit of translation for lead messages. */
export type LeadMessageCode = keyof typeof LEAD_MESSAGES;

/** Whether `value` is a message code of {@link LEAD_MESSAGES}. */
export function isLeadMessageCode(value: string): value is LeadMessageCode {
  return Object.hasOwn(LEAD_MESSAGES, value);
}

/** Every message code, in catalogue order. */
export const LEAD_MESSAGE_CODES = Object.keys(LEAD_MESSAGES) as LeadMessageCode[];

/**
 * The English text of a message code with its `{email}` placeholder filled in.
 * Texts without a placeholder come back unchanged.
 */
export function formatLeadMessage(code: LeadMessageCode, values: { email?: string } = {}): string {
  const text: string = LEAD_MESSAGES[code];
  return values.email === undefined ? text : text.replaceAll("{email}", values.email);
}
