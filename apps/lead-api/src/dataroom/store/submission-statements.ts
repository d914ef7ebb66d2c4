import { mailStatement } from "../../mail/follow-up-statements";
import type { Row, Statement } from "../../store/statement-database";
import type { NewSubmission } from "../dataroom-types";
import { MAX_OPEN_SUBMISSIONS, verificationTokenDigest } from "../verification-token";

/**
 * A new submission and its verification mail (`mail_outbox.lead_id` names the submission; the
 * token stays in the mail row only until sent). The last statement undoes the unit when the
 * address now has more than `MAX_OPEN_SUBMISSIONS` unverified links that still work.
 */
export function submitStatements(submission: NewSubmission): Statement[] {
  const at = submission.requestedAt;
  return [
    {
      sql: `INSERT INTO dataroom_submissions (id, email, name, firm, message, locale, submitted_at, token_digest, expires_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        submission.id,
        submission.email,
        submission.name,
        submission.firm,
        submission.message,
        submission.locale,
        at,
        verificationTokenDigest(submission.token),
        submission.expiresAt,
      ],
    },
    mailStatement(submission.id, "dataroom-verification", at, submission.token),
    {
      sql: `UPDATE dataroom_submissions SET id = id WHERE id = ? AND (SELECT COUNT(*) FROM dataroom_submissions
        WHERE email = ? AND verified_at IS NULL AND expires_at > ?) <= ?`,
      params: [submission.id, submission.email, at, MAX_OPEN_SUBMISSIONS],
      mustChange: true,
    },
  ];
}

/**
 * Verification of the submission `row`: marked verified once (a used or expired link undoes the
 * unit) and cleared of its text, which becomes a pending request. While a request of that e-mail
 * is pending (the partial unique index is the conflict target, so this is race-free), that one
 * keeps its id and takes the verified text, unless it already holds a later one.
 */
export function verifyStatements(row: Row, now: number): Statement[] {
  const text = (column: string) => String(row[column] ?? "");
  return [
    {
      sql: `UPDATE dataroom_submissions SET verified_at = ?, name = NULL, firm = NULL, message = NULL
        WHERE id = ? AND verified_at IS NULL AND expires_at > ?`,
      params: [now, text("id"), now],
      mustChange: true,
    },
    {
      sql: `INSERT INTO dataroom_requests (id, name, email, firm, message, locale, status, requested_at)
        VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)
        ON CONFLICT (email) WHERE status = 'pending' DO UPDATE SET name = excluded.name,
          firm = excluded.firm, message = excluded.message, locale = excluded.locale,
          requested_at = excluded.requested_at
        WHERE dataroom_requests.requested_at <= excluded.requested_at`,
      params: [
        text("id"),
        text("name"),
        text("email"),
        text("firm"),
        text("message"),
        text("locale"),
        Number(row.submitted_at),
      ],
    },
  ];
}
