import type { DataRequestRecord, LeadRecord } from "../store/lead-store";
import type { Statement } from "../store/statement-database";
import {
  DATA_REQUEST_MAIL_KINDS,
  isNewsletterSignup,
  mailKindsFor,
  type MailKind,
} from "./mail-kinds";
import {
  NEWSLETTER_TOKEN_TTL_MS,
  newNewsletterToken,
  newsletterTokenDigest,
} from "./newsletter-token";

/** The statement that queues a lead for the CRM relay (`lead.created`). */
export function crmOutboxStatement(leadId: string, at: number): Statement {
  return {
    sql: "INSERT INTO outbox (lead_id, created_at, next_attempt_at) VALUES (?, ?, ?)",
    params: [leadId, at, at],
  };
}

/**
 * The statement that queues one e-mail of `kind` about a lead, data request or data-room
 * submission (`recordId`), with the token of its link if it carries one (kept until sent).
 */
export function mailStatement(
  recordId: string,
  kind: MailKind,
  at: number,
  token: string | null = null,
): Statement {
  return {
    sql: "INSERT INTO mail_outbox (lead_id, kind, token, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)",
    params: [recordId, kind, token, at, at],
  };
}

/**
 * What a genuine /data-rights request queues, written in its own transaction: the privacy
 * officer's notification (the request has a legal due date, GDPR art. 12(3), CCPA § 1798.130)
 * and the requester's receipt. A request flagged as spam is stored as a lead and gets neither.
 */
export function dataRequestStatements(record: DataRequestRecord, at: number): Statement[] {
  return DATA_REQUEST_MAIL_KINDS.map((kind) => mailStatement(record.id, kind, at));
}

/**
 * What a genuine lead queues, written in the lead's own transaction (or the spam release's):
 * a newsletter signup gets its pending subscription and the confirmation mail (its token kept in
 * the mail row only until sent, the subscription keeps the digest); every other lead is queued
 * for the CRM and gets its notification and, for contact, demo and assessment requests, the
 * visitor's acknowledgement. Spam gets none of this (the caller never asks).
 */
export function followUpStatements(record: LeadRecord, at: number): Statement[] {
  const { leadType } = record.lead;
  const mail = (kind: MailKind, token: string | null = null) =>
    mailStatement(record.id, kind, at, token);
  if (isNewsletterSignup(leadType)) {
    const token = newNewsletterToken();
    return [
      mail("newsletter-confirmation", token),
      {
        sql: "INSERT INTO newsletter_subscriptions (lead_id, token_digest, created_at, expires_at) VALUES (?, ?, ?, ?)",
        params: [record.id, newsletterTokenDigest(token), at, at + NEWSLETTER_TOKEN_TTL_MS],
      },
    ];
  }
  return [crmOutboxStatement(record.id, at), ...mailKindsFor(leadType).map((kind) => mail(kind))];
}
