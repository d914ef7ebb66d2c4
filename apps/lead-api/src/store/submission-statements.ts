import type { ConsentLogRecord, IdempotencyRecord, OutboxItem, Submission } from "./lead-records";
import { dataRequestStatements, followUpStatements } from "../mail/follow-up-statements";
import { pipelineStatements } from "../pipeline/pipeline-statements";
import { insertDataRequestStatement, insertLeadStatement } from "./record-row";
import type { Statement as SqlStatement } from "./statement-database";

// The lead store's writes as portable statements (`?` parameters): the SQLite store posts them to
// its writer thread, the PostgreSQL store runs them through its statement database, each list as
// one transaction. Only the dialect-specific parts stay per store (store/README.md).

/**
 * The statements that write a submission: the idempotency record first (`mustChange`: a key
 * already taken undoes the unit), then the lead or data-subject request, then the outbox row of a
 * lead to forward and its e-mails (see `followUpStatements`), or the privacy officer's and the
 * requester's e-mails of a data-subject request (see `dataRequestStatements`). Spam is stored for review but never forwarded to the CRM.
 */
export function saveSubmissionStatements(
  submission: Submission,
  idempotency?: IdempotencyRecord,
): SqlStatement[] {
  const statements: SqlStatement[] = [];
  if (idempotency) {
    const { key, fingerprint, status, body, recordId, createdAt } = idempotency;
    statements.push({
      sql: "INSERT INTO idempotency_keys (key, fingerprint, status, body, record_id, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING",
      params: [key, fingerprint, status, JSON.stringify(body), recordId, createdAt],
      mustChange: true,
    });
  }
  const { record } = submission;
  if (submission.kind === "data-request") {
    statements.push(insertDataRequestStatement(submission.record));
    statements.push(...dataRequestStatements(submission.record, record.receivedAt));
    return statements;
  }
  statements.push(insertLeadStatement(submission.record));
  // Spam is stored for review but queues nothing: no CRM row, no e-mail.
  // Routing and the reply clock run in the lead's own transaction (src/pipeline).
  if (submission.record.spamReason === null)
    statements.push(
      ...pipelineStatements(submission.record),
      ...followUpStatements(submission.record, record.receivedAt),
    );
  return statements;
}

/** The statement that logs a consent choice. */
export function saveConsentStatements({ id, receivedAt, proof }: ConsentLogRecord): SqlStatement[] {
  return [
    {
      sql: "INSERT INTO consents (id, received_at, choice, categories, revision, locale, page, client_timestamp) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      params: [
        id,
        receivedAt,
        proof.choice,
        JSON.stringify(proof.categories),
        proof.revision,
        proof.locale,
        proof.page,
        proof.timestamp,
      ],
    },
  ];
}

/**
 * The relay's bookkeeping of a claimed row. Each statement changes the row only while it still
 * carries the claimed event: an erasure may have turned a `lead.created` row into its
 * `lead.erased` notice meanwhile, and that notice must stay due.
 */
export const outboxStatements = {
  lease: (item: OutboxItem, leaseUntil: number): SqlStatement => ({
    sql: "UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND event = ?",
    params: [leaseUntil, item.id, item.event],
  }),
  startDelivery: (item: OutboxItem, sendingUntil: number): SqlStatement => ({
    sql: "UPDATE outbox SET sending_until = ? WHERE id = ? AND event = ? AND delivered_at IS NULL AND dead_at IS NULL",
    params: [sendingUntil, item.id, item.event],
    mustChange: true,
  }),
  delivered: (item: OutboxItem, now: number): SqlStatement => ({
    sql: "UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL, sending_until = NULL WHERE id = ? AND event = ?",
    params: [now, item.id, item.event],
  }),
  retry: (
    item: OutboxItem,
    attempts: number,
    nextAttemptAt: number,
    error: string,
  ): SqlStatement => ({
    sql: "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, sending_until = NULL WHERE id = ? AND event = ?",
    params: [attempts, nextAttemptAt, error, item.id, item.event],
  }),
  dead: (item: OutboxItem, attempts: number, now: number, error: string): SqlStatement => ({
    sql: "UPDATE outbox SET attempts = ?, dead_at = ?, last_error = ?, sending_until = NULL WHERE id = ? AND event = ?",
    params: [attempts, now, error, item.id, item.event],
  }),
};
