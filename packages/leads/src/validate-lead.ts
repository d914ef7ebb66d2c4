import { z } from "./zod";
import { EmailSchema } from "./email-schema";
import { leadFieldError, type LeadFieldError } from "./lead-field-error";
import { LEAD_LIMITS } from "./lead-limits";
import { isLeadMessageCode, type LeadMessageCode } from "./lead-messages";
import type { Lead } from "./lead-schema";
import type { LeadType } from "./lead-types";

// Each rule's error is the message code, so an issue maps straight back to the catalogue.
const email = EmailSchema;

/**
 * The e-mail of a type the specification sets no rules for (demo-request, analysis,
 * abandonment): it may be left empty, but one that is given must be exactly one valid address.
 * Mail is sent to it and it answers staff notifications (Reply-To), so a list ("a@x, b@y") or a
 * display name ("IT <a@x>") would make the relay mail whoever the sender names (2026-11-28 T3-M1).
 */
const emailIfGiven = z
  .string()
  .refine((value) => value.trim() === "" || EmailSchema.safeParse(value).success, {
    error: "valid_email_required",
  });

function lengthBetween(limits: { min: number; max: number }, code: LeadMessageCode) {
  return z.string().trim().min(limits.min, { error: code }).max(limits.max, { error: code });
}

function lengthUpTo(max: number, code: LeadMessageCode) {
  return z.string().trim().max(max, { error: code });
}

/**
 * The length limits every lead type keeps, whatever else its type requires: a field may be empty
 * where the specification does not ask for it, but never longer than its limit. The errors are
 * the messages of the rules that carry the limit in spec section 5.
 */
const FIELD_LIMITS = z.object({
  email: lengthUpTo(LEAD_LIMITS.email.max, "valid_email_required"),
  firstName: lengthUpTo(LEAD_LIMITS.firstName.max, "first_name_required"),
  lastName: lengthUpTo(LEAD_LIMITS.lastName.max, "last_name_required"),
  message: lengthUpTo(LEAD_LIMITS.message.max, "message_length"),
  company: lengthUpTo(LEAD_LIMITS.company.max, "company_required"),
});

/**
 * The rules of spec section 5 by lead type, checked after trimming, on top of the field limits.
 * A data-rights request also needs a valid e-mail: it is the only way to answer the person
 * (GDPR art. 12(3)) and to find what is stored about them. The types without rules of their own
 * may omit the e-mail, but one they carry must be a valid address too.
 */
const RULES: Record<LeadType, z.ZodType> = {
  contact: FIELD_LIMITS.extend({
    email,
    firstName: lengthBetween(LEAD_LIMITS.firstName, "first_name_required"),
    lastName: lengthBetween(LEAD_LIMITS.lastName, "last_name_required"),
    message: lengthBetween(LEAD_LIMITS.message, "message_length"),
  }),
  "exit-intent": FIELD_LIMITS.extend({ email }),
  newsletter: FIELD_LIMITS.extend({ email }),
  assessment: FIELD_LIMITS.extend({
    email,
    company: lengthBetween(LEAD_LIMITS.company, "company_required"),
  }),
  "data-rights": FIELD_LIMITS.extend({ email }),
  "demo-request": FIELD_LIMITS.extend({ email: emailIfGiven }),
  analysis: FIELD_LIMITS.extend({ email: emailIfGiven }),
  abandonment: FIELD_LIMITS.extend({ email: emailIfGiven }),
  // Created by the lead API from a verified webhook: the scheduler and the checkout always know
  // the person's address, and the lead is only worth keeping with it.
  booking: FIELD_LIMITS.extend({ email }),
  purchase: FIELD_LIMITS.extend({ email }),
};

/**
 * Checks a lead against the rules of its `leadType` (spec section 5) and returns one error per
 * failing field, in the order email, firstName, lastName, message, company; an empty list when
 * the lead is valid. Whitespace around values does not count towards their length. Every type
 * keeps the field limits of {@link LEAD_LIMITS}.
 */
export function validateLead(lead: Lead): LeadFieldError[] {
  const result = RULES[lead.leadType].safeParse(lead);
  if (result.success) return [];
  const errors: LeadFieldError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "lead");
    if (errors.some((error) => error.field === field)) continue;
    errors.push(
      leadFieldError(field, isLeadMessageCode(issue.message) ? issue.message : "validation_failed"),
    );
  }
  return errors;
}
