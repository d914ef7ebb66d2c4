import type { LeadType } from "@vantreo/leads";
import type { MailKind } from "@vantreo/contracts/core";

// The templates (see `templates/`) are named in the desk's contract with the site.
export { MAIL_KINDS, type MailKind } from "@vantreo/contracts/core";

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

/** Whether a mail row of this kind was written for a data request (see above, and the export). */
export function isDataRequestMail(kind: MailKind): boolean {
  return (
    (DATA_REQUEST_MAIL_KINDS as readonly MailKind[]).includes(kind) ||
    kind === "data-request-export"
  );
}

/**
 * The staff mails: a single-use invitation or reset link to one person, the notice to every
 * active owner that an account became an owner, and a staff member's alert about wrong
 * second-factor codes after their right password. Their `mail_outbox.lead_id` names a
 * `staff_invitations` row or a `staff_accounts` row, never a lead.
 */
export const STAFF_ACCOUNT_MAIL_KINDS = [
  "staff-invitation",
  "staff-owner-added",
  "staff-second-factor-alert",
] as const satisfies readonly MailKind[];

/** Whether a mail row of this kind is about a staff account (see above). */
export function isStaffAccountMail(kind: MailKind): boolean {
  return (STAFF_ACCOUNT_MAIL_KINDS as readonly MailKind[]).includes(kind);
}

/** The mails to the firm's staff (configured addresses), in English, the desk's language. */
const STAFF_MAIL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  "lead-notification",
  "booking-notification",
  "data-request-notification",
  "lead-reply-reminder",
  "lead-reply-escalation",
]);

/**
 * Whether a mail of this kind goes to the firm's staff; every other kind goes to the address a
 * visitor typed in, so it is sent only to one valid address.
 */
export function isStaffMail(kind: MailKind): boolean {
  return STAFF_MAIL_KINDS.has(kind);
}

/**
 * Mails to a visitor's address that staff send on purpose, not a form: the subject export, which
 * goes to the address the request verified when the privacy officer answers it. The recipient cap
 * must never hold back a legal answer.
 */
const STAFF_SENT_MAIL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  "data-request-export",
  // A reply a staff member wrote from the desk (src/replies) to the lead's address.
  "lead-reply",
]);

/** A reply from the desk: its `mail_outbox.lead_id` names a `lead_replies` row. */
export const LEAD_REPLY_KIND = "lead-reply" satisfies MailKind;

/**
 * Whether a mail counts against the recipient cap (`recipient-cap.ts`): every mail a stranger can
 * make the firm send by typing an address into a form (acknowledgements, confirmations, receipts).
 */
export function isCappedMail(kind: MailKind): boolean {
  return !isStaffMail(kind) && !isStaffAccountMail(kind) && !STAFF_SENT_MAIL_KINDS.has(kind);
}

/**
 * The mail that verifies a data-room access request: its `mail_outbox.lead_id` names a
 * `dataroom_submissions` row, and it carries the row's verification link.
 */
export const DATAROOM_VERIFICATION_KIND = "dataroom-verification" satisfies MailKind;

/**
 * The mails that are not an answer to something the person just did: the newsletter's welcome
 * and the lead magnet's delivery (and every later issue or other marketing mail: add its kind
 * here). Each carries `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 2369, RFC 8058) and a
 * visible unsubscribe link, and is never sent to an address on the suppression list.
 * Transactional mails (acknowledgements, receipts, confirmations, staff mails) carry neither and
 * are not suppressed.
 */
export const NON_TRANSACTIONAL_MAIL_KINDS = [
  "newsletter-welcome",
  "lead-magnet-delivery",
] as const satisfies readonly MailKind[];

/** Whether a mail of this kind is non-transactional (see above). */
export function isNonTransactionalMail(kind: MailKind): boolean {
  return (NON_TRANSACTIONAL_MAIL_KINDS as readonly MailKind[]).includes(kind);
}
