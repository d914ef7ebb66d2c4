import { leadFieldError, type LeadFieldError } from "./lead-field-error";
import { LEAD_MESSAGES, type LeadMessageCode } from "./lead-messages";

// The field each validation message belongs to (spec section 5).
const FIELD_OF_CODE: Partial<Record<LeadMessageCode, string>> = {
  valid_email_required: "email",
  first_name_required: "firstName",
  last_name_required: "lastName",
  message_length: "message",
  company_required: "company",
  consent_required: "marketing_consent",
};

function codeOf(item: unknown): LeadMessageCode | undefined {
  const codes = Object.keys(LEAD_MESSAGES) as LeadMessageCode[];
  if (typeof item === "string") return codes.find((code) => LEAD_MESSAGES[code] === item);
  if (typeof item === "object" && item !== null && "code" in item) {
    return codes.find((code) => code === (item as { code: unknown }).code);
  }
  return undefined;
}

/**
 * The field errors in the `errors` of a lead API answer: the catalogue texts of spec section 5
 * (`LeadResponse.errors`), or `{ code }` objects. Items the catalogue does not know are skipped,
 * so every message shown is a catalogue text.
 */
export function fieldErrorsFromResponse(errors: unknown): LeadFieldError[] {
  if (!Array.isArray(errors)) return [];
  const result: LeadFieldError[] = [];
  for (const item of errors.slice(0, 20)) {
    const code = codeOf(item);
    const field = code && FIELD_OF_CODE[code];
    if (code && field && !result.some((error) => error.code === code))
      result.push(leadFieldError(field, code));
  }
  return result;
}
