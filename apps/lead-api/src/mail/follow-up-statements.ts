import type { LeadRecord } from "../store/lead-store";
import type { Statement } from "../store/statement-database";
import { isNewsletterSignup, mailKindsFor } from "./mail-kinds";
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
 * What a genuine lead queues, written in the lead's own transaction (or the spam release's):
 * a newsletter signup gets its pending subscription and the confirmation mail (its token kept in
 * the mail row only until sent, the subscription keeps the digest); every other lead is queued
 * for the CRM and gets its notification and, for contact, demo and assessment requests, the
 * visitor's acknowledgement. Spam gets none of this (the caller never asks).
 */
export function followUpStatements(record: LeadRecord, at: number): Statement[] {
  const { leadType } = record.lead;
  const mail = (kind: string, token: string | null = null): Statement => ({
    sql: "INSERT INTO mail_outbox (lead_id, kind, token, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)",
    params: [record.id, kind, token, at, at],
  });
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
