import { z } from "./zod";
import { EmailSchema } from "./email-schema";
import { leadFieldError, type LeadFieldError } from "./lead-field-error";
import { LEAD_LIMITS } from "./lead-limits";
import { LEAD_MESSAGES, type LeadMessageCode } from "./lead-messages";
import type { Lead } from "./lead-schema";
import type { LeadType } from "./lead-types";

// Each rule's error is the message code, so an issue maps straight back to the catalogue.
const email = EmailSchema;

function lengthBetween(limits: { min: number; max: number }, code: LeadMessageCode) {
  return z.string().trim().min(limits.min, { error: code }).max(limits.max, { error: code });
}

/**
 * The rules of spec section 5 by lead type, checked after trimming. Lead types without an
 * entry have no rules.
 */
const RULES: Partial<Record<LeadType, z.ZodType>> = {
  contact: z.object({
    email,
    firstName: lengthBetween(LEAD_LIMITS.firstName, "first_name_required"),
    lastName: lengthBetween(LEAD_LIMITS.lastName, "last_name_required"),
    message: lengthBetween(LEAD_LIMITS.message, "message_length"),
  }),
  "exit-intent": z.object({ email }),
  newsletter: z.object({ email }),
  assessment: z.object({
    email,
    company: lengthBetween(LEAD_LIMITS.company, "company_required"),
  }),
};

function isMessageCode(value: string): value is LeadMessageCode {
  return Object.hasOwn(LEAD_MESSAGES, value);
}

/**
 * Checks a lead against the rules of its `leadType` (spec section 5) and returns one error per
 * failing field, in the order email, firstName, lastName, message, company; an empty list when
 * the lead is valid. Whitespace around values does not count towards their length.
 */
export function validateLead(lead: Lead): LeadFieldError[] {
  const rules = RULES[lead.leadType];
  if (!rules) return [];
  const result = rules.safeParse(lead);
  if (result.success) return [];
  const errors: LeadFieldError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "lead");
    if (errors.some((error) => error.field === field)) continue;
    errors.push(
      leadFieldError(field, isMessageCode(issue.message) ? issue.message : "validation_failed"),
    );
  }
  return errors;
}
