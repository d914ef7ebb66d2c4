import { leadFieldError, type LeadFieldError } from "./lead-field-error";
import { isLeadMessageCode } from "./lead-messages";
import { LeadInputSchema, type Lead } from "./lead-schema";
import { sanitizeLead } from "./sanitize-lead";
import { validateLead } from "./validate-lead";

/** The outcome of {@link prepareLead}. */
export type PreparedLead = { ok: true; lead: Lead } | { ok: false; errors: LeadFieldError[] };

function fieldErrors(issues: { field: string; message?: string }[]): PreparedLead {
  const errors: LeadFieldError[] = [];
  for (const { field, message = "" } of issues) {
    if (errors.some((error) => error.field === field)) continue;
    errors.push(leadFieldError(field, isLeadMessageCode(message) ? message : "validation_failed"));
  }
  return { ok: false, errors };
}

/**
 * Turns whatever a request carried into a valid, sanitized lead, or into the list of what is
 * wrong with it; the lead API calls exactly this. `input` is the parsed JSON body, or the raw
 * body text. A body that is not an object, or a field of the wrong type, yields a
 * `validation_failed` error naming the field (`body` for the whole), a text longer than
 * `LEAD_LIMITS.rawTextMax` the error of its field's rule, before any sanitizing work; a
 * well-formed lead then goes through `sanitizeLead` and `validateLead`. Linear in the size of the
 * input, and never throws, whatever the input.
 */
export function prepareLead(input: unknown, now?: Date): PreparedLead {
  try {
    let value = input;
    if (typeof value === "string") {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        return fieldErrors([{ field: "body" }]);
      }
    }
    const parsed = LeadInputSchema.safeParse(value);
    if (!parsed.success) {
      return fieldErrors(
        parsed.error.issues.map((issue) => ({
          field: issue.path.length ? String(issue.path[0]) : "body",
          message: issue.message,
        })),
      );
    }
    const lead = sanitizeLead(parsed.data, now);
    const errors = validateLead(lead);
    return errors.length === 0 ? { ok: true, lead } : { ok: false, errors };
  } catch {
    // A proxy or a throwing getter in hand-built input: refuse it rather than crash the caller.
    return fieldErrors([{ field: "body" }]);
  }
}
