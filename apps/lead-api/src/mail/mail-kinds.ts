import type { LeadType } from "@vantreo/leads";
import type { MailKind } from "@vantreo/leads/desk";

// The templates (see `templates/`) are named in the desk's contract with the site.
export { MAIL_KINDS, type MailKind } from "@vantreo/leads/desk";

/** Signups from the footer (`newsletter`) and the popup (`newsletter` or `exit-intent`). */
const NEWSLETTER_TYPES: ReadonlySet<LeadType> = new Set<LeadType>(["newsletter", "exit-intent"]);

/** Leads whose sender is told that a person will answer. */
const ACKNOWLEDGED_TYPES: ReadonlySet<LeadType> = new Set<LeadType>([
  "contact",
  "demo-request",
  "assessment",
]);

/**
 * Whether a lead is a newsletter signup: it is kept pending, gets the double opt-in mail and
 * reaches the CRM only once confirmed (GDPR art. 7(1): the controller must be able to prove the
 * consent; the confirmed address is that proof).
 */
export function isNewsletterSignup(leadType: LeadType): boolean {
  return NEWSLETTER_TYPES.has(leadType);
}

/** The e-mails a genuine (not spam) lead of this type queues. */
export function mailKindsFor(leadType: LeadType): MailKind[] {
  if (isNewsletterSignup(leadType)) return ["newsletter-confirmation"];
  return ACKNOWLEDGED_TYPES.has(leadType)
    ? ["lead-notification", "lead-acknowledgement"]
    : ["lead-notification"];
}

/**
 * The e-mails of a /data-rights request: the privacy officer's notification and the requester's
 * receipt. Their `mail_outbox.lead_id` names a `data_requests` row, not a lead.
 */
export const DATA_REQUEST_MAIL_KINDS = [
  "data-request-notification",
  "data-request-receipt",
] as const satisfies readonly MailKind[];

/** Whether a mail row of this kind was written for a data request (see above). */
export function isDataRequestMail(kind: MailKind): boolean {
  return (DATA_REQUEST_MAIL_KINDS as readonly MailKind[]).includes(kind);
}

/**
 * The e-mails to a staff member about their own account (the second-factor alert). Their
 * `mail_outbox.lead_id` names a `staff_accounts` row; the mail goes to the account's e-mail.
 */
export const STAFF_ACCOUNT_MAIL_KINDS = [
  "staff-second-factor-alert",
] as const satisfies readonly MailKind[];

/** Whether a mail row of this kind was written for a staff account (see above). */
export function isStaffAccountMail(kind: MailKind): boolean {
  return (STAFF_ACCOUNT_MAIL_KINDS as readonly MailKind[]).includes(kind);
}
