import { leadMagnetStatements } from "../lead-magnets/lead-magnet-statements";
import type { DataRequestRecord, LeadRecord } from "../store/lead-records";
import type { Statement } from "../store/statement-database";
import { mailStatement } from "./mail-statement";

// The statement itself lives in a leaf module, so the lead magnets' statements can use it
// without importing this file (which imports them).
export { mailStatement } from "./mail-statement";
import {
  DATA_REQUEST_MAIL_KINDS,
  isNewsletterSignup,
  isStaffMail,
  mailKindsFor,
  type MailKind,
} from "./mail-kinds";
import {
  DATA_REQUEST_TOKEN_TTL_MS,
  dataRequestTokenDigest,
  newDataRequestToken,
} from "./data-request-token";
import {
  NEWSLETTER_TOKEN_TTL_MS,
  newNewsletterToken,
  newsletterTokenDigest,
} from "./newsletter-token";
import { singleAddress } from "./recipient-address";

/**
 * The kinds worth queueing for a record: a mail to the visitor only when the stored e-mail is
 * exactly one valid address. Leads are validated on arrival; this guards every other way in.
 */
function deliverable(kinds: readonly MailKind[], email: string): MailKind[] {
  const visitor = singleAddress(email) !== null;
  return kinds.filter((kind) => visitor || isStaffMail(kind));
}

/** The statement that queues a lead for the CRM relay (`lead.created`). */
export function crmOutboxStatement(leadId: string, at: number): Statement {
  return {
    sql: "INSERT INTO outbox (lead_id, created_at, next_attempt_at) VALUES (?, ?, ?)",
    params: [leadId, at, at],
  };
}

/**
 * What a genuine /data-rights request queues, written in its own transaction after the request's
 * row: the privacy officer's notification (the request has a legal due date, GDPR art. 12(3),
 * CCPA § 1798.130) and the requester's receipt, which carries the request's verification link
 * (its token kept in the mail row only until sent; the request keeps the digest and the expiry).
 * A request flagged as spam is stored as a lead and gets none of this.
 */
export function dataRequestStatements(record: DataRequestRecord, at: number): Statement[] {
  const token = newDataRequestToken();
  return [
    {
      sql: "UPDATE data_requests SET verify_digest = ?, verify_expires_at = ? WHERE id = ?",
      params: [dataRequestTokenDigest(token), at + DATA_REQUEST_TOKEN_TTL_MS, record.id],
    },
    ...deliverable(DATA_REQUEST_MAIL_KINDS, record.lead.email).map((kind) =>
      mailStatement(record.id, kind, at, kind === "data-request-receipt" ? token : null),
    ),
  ];
}

/**
 * The mail that sends a subject export to the address of the request (the desk's export): the
 * JSON rides in `attachment` until the mail is sent or given up, so it goes only to that address.
 */
export function dataRequestExportStatement(
  requestId: string,
  at: number,
  attachment: string,
): Statement {
  return {
    sql: "INSERT INTO mail_outbox (lead_id, kind, token, attachment, created_at, next_attempt_at) VALUES (?, ?, NULL, ?, ?, ?)",
    params: [requestId, "data-request-export", attachment, at, at],
  };
}

/**
 * What a genuine lead queues, written in the lead's own transaction (or the spam release's):
 * a newsletter signup gets its pending subscription and the confirmation mail (its token kept in
 * the mail row only until sent, the subscription keeps the digest); every other lead is queued
 * for the CRM and gets its notification and, for contact, demo and assessment requests, the
 * visitor's acknowledgement; a lead-magnet request also gets its brief's download link (see
 * `src/lead-magnets`). Spam gets none of this (the caller never asks), and no mail goes
 * to a stored e-mail that is not exactly one valid address.
 */
export function followUpStatements(record: LeadRecord, at: number): Statement[] {
  const { leadType } = record.lead;
  const mail = (kind: MailKind, token: string | null = null) =>
    mailStatement(record.id, kind, at, token);
  if (isNewsletterSignup(leadType)) {
    // A confirmation that cannot be mailed could never be confirmed: no subscription either.
    if (singleAddress(record.lead.email) === null) return [];
    const token = newNewsletterToken();
    return [
      mail("newsletter-confirmation", token),
      {
        sql: "INSERT INTO newsletter_subscriptions (lead_id, token_digest, created_at, expires_at) VALUES (?, ?, ?, ?)",
        params: [record.id, newsletterTokenDigest(token), at, at + NEWSLETTER_TOKEN_TTL_MS],
      },
    ];
  }
  return [
    crmOutboxStatement(record.id, at),
    ...deliverable(mailKindsFor(leadType), record.lead.email).map((kind) => mail(kind)),
    ...leadMagnetStatements(record, at),
  ];
}
