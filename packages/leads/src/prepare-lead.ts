import { leadFieldError, type LeadFieldError } from "./lead-field-error";
import { LeadInputSchema, type Lead } from "./lead-schema";
import { sanitizeLead } from "./sanitize-lead";
import { validateLead } from "./validate-lead";

/** The outcome of {@link prepareLead}. */
export type PreparedLead = { ok: true; lead: Lead } | { ok: false; errors: LeadFieldError[] };

function fieldErrors(fields: string[]): PreparedLead {
  const unique = [...new Set(fields)];
  return { ok: false, errors: unique.map((field) => leadFieldError(field, "validation_failed")) };
}

/**
 * Turns whatever a request carried into a valid, sanitized lead, or into the list of what is
 * wrong with it; the lead API calls exactly this. `input` is the parsed JSON body, or the raw
 * body text. A body that is not an object, or a field of the wrong type, yields a
 * `validation_failed` error naming the field (`body` for the whole); a well-formed lead then goes
 * through `sanitizeLead` and `validateLead`. Never throws, whatever the input.
 */
export function prepareLead(input: unknown, now?: Date): PreparedLead {
  try {
    let value = input;
    if (typeof value === "string") {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        return fieldErrors(["body"]);
      }
    }
    const parsed = LeadInputSchema.safeParse(value);
    if (!parsed.success) {
      return fieldErrors(
        parsed.error.issues.map((issue) => (issue.path.length ? String(issue.path[0]) : "body")),
      );
    }
    const lead = sanitizeLead(parsed.data, now);
    const errors = validateLead(lead);
    return errors.length === 0 ? { ok: true, lead } : { ok: false, errors };
  } catch {
    // A proxy or a throwing getter in hand-built input: refuse it rather than crash the caller.
    return fieldErrors(["body"]);
  }
}
