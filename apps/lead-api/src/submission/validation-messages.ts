import type { LeadFieldError } from "@vantreo/leads";

/**
 * The `errors` list of a 400 answer: the catalogue text of each failed rule (spec section 5, e.g.
 * 'Valid email address is required'), and for a field of the wrong type (a number where text
 * belongs, a body that is not an object) a sentence naming the field. No duplicates.
 */
export function validationMessages(errors: readonly LeadFieldError[]): string[] {
  const messages = errors.map((error) => {
    if (error.code !== "validation_failed") return error.message;
    return error.field === "body"
      ? "Request body must be a JSON object"
      : `Invalid value for ${error.field}`;
  });
  return [...new Set(messages)];
}
