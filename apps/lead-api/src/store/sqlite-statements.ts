import type {
  ConsentLogRecord,
  IdempotencyRecord,
  PurgeCutoffs,
  RemovalCounts,
  Submission,
} from "./lead-store";
import { RECORD_COLUMNS, recordValues } from "./record-row";
import type { SqlStatement, SqlValue } from "./sqlite-writer";

const columnList = RECORD_COLUMNS.join(", ");
const placeholders = RECORD_COLUMNS.map(() => "?").join(", ");

/**
 * The statements that write a submission: the idempotency record first (`mustChange`: a key
 * already taken undoes the unit), then the lead or data-subject request, then the outbox row of a
 * lead to forward. Spam is stored for review but never forwarded to the CRM.
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
    statements.push({
      sql: `INSERT INTO data_requests (${columnList}) VALUES (${placeholders})`,
      params: recordValues(record),
    });
    return statements;
  }
  statements.push({
    sql: `INSERT INTO leads (${columnList}, spam_reason) VALUES (${placeholders}, ?)`,
    params: [...recordValues(record), submission.record.spamReason],
  });
  if (submission.record.spamReason === null) {
    statements.push({
      sql: "INSERT INTO outbox (lead_id, created_at, next_attempt_at) VALUES (?, ?, ?)",
      params: [record.id, record.receivedAt, record.receivedAt],
    });
  }
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

/** The kinds counted by {@link removeRecordStatements}, in statement order. */
export const REMOVED_KINDS = ["outbox", "idempotencyKeys", "leads", "dataRequests"] as const;

/** Statements deleting leads and requests matching `where` (one `?`), with their outbox rows and keys. */
export function removeRecordStatements(where: string, value: SqlValue): SqlStatement[] {
  const ids = `SELECT id FROM leads WHERE ${where} UNION ALL SELECT id FROM data_requests WHERE ${where}`;
  return [
    {
      sql: `DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE ${where})`,
      params: [value],
    },
    { sql: `DELETE FROM idempotency_keys WHERE record_id IN (${ids})`, params: [value, value] },
    { sql: `DELETE FROM leads WHERE ${where}`, params: [value] },
    { sql: `DELETE FROM data_requests WHERE ${where}`, params: [value] },
  ];
}

/** The retention purge: expired records, then consent records and idempotency keys. */
export function purgeStatements(cutoffs: PurgeCutoffs): SqlStatement[] {
  return [
    ...removeRecordStatements("received_at < ?", cutoffs.recordsBefore),
    { sql: "DELETE FROM consents WHERE received_at < ?", params: [cutoffs.recordsBefore] },
    {
      sql: "DELETE FROM idempotency_keys WHERE created_at < ?",
      params: [cutoffs.idempotencyBefore],
    },
  ];
}

/** Row counts of {@link removeRecordStatements} (and the purge's extra statements) by kind. */
export function removalCounts(changes: number[]): RemovalCounts {
  const counts: RemovalCounts = Object.fromEntries(
    REMOVED_KINDS.map((kind, index) => [kind, changes[index] ?? 0]),
  );
  if (changes.length > REMOVED_KINDS.length) {
    counts.consents = changes[4] ?? 0;
    counts.idempotencyKeys = (counts.idempotencyKeys ?? 0) + (changes[5] ?? 0);
  }
  return counts;
}
