import type { Lead } from "./lead-schema";
import { LEAD_MESSAGES, type LeadMessageCode } from "./lead-messages";

/**
 * One problem with one field of a lead. `message` is always the catalogue's English text for
 * `code`, so a caller can show it as-is or translate `code`.
 */
export type LeadFieldError = {
  field: keyof Lead | (string & {});
  code: LeadMessageCode;
  message: string;
};

/** Builds a {@link LeadFieldError} whose message is the catalogue text of its code. */
export function leadFieldError(
  field: LeadFieldError["field"],
  code: LeadMessageCode,
): LeadFieldError {
  return { field, code, message: LEAD_MESSAGES[code] };
}
