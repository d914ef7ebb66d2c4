import type pg from "pg";
import type { ConsentLogRecord, IdempotencyRecord, SaveResult, Submission } from "./lead-records";
import { dataRequestStatements, followUpStatements } from "../mail/follow-up-statements";
import { pipelineStatements } from "../pipeline/pipeline-statements";
import { numbered } from "./postgres-statement-database";
import { rowToIdempotency, type IdempotencyRow } from "./idempotency-row";
import { RECORD_COLUMNS, recordValues, rowToDataRequest, type RecordRow } from "./record-row";

const columnList = RECORD_COLUMNS.join(", ");
const params = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => `$${i + from}`).join(", ");
const recordParams = params(RECORD_COLUMNS.length);

/** Runs `run` in one transaction on one pooled connection. */
export async function inTransaction<T>(
  pool: pg.Pool,
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await run(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The queries of the PostgreSQL store; each write is one transaction. */
export function createPostgresQueries(pool: pg.Pool) {
  async function findIdempotency(key: string): Promise<IdempotencyRecord | null> {
    const { rows } = await pool.query<IdempotencyRow>(
      "SELECT * FROM idempotency_keys WHERE key = $1",
      [key],
    );
    return rows[0] ? rowToIdempotency(rows[0]) : null;
  }

  return {
    findIdempotency,
    async saveSubmission(
      submission: Submission,
      idempotency?: IdempotencyRecord,
    ): Promise<SaveResult> {
      const outcome = await inTransaction(pool, async (client) => {
        if (idempotency) {
          const { key, fingerprint, status, body, recordId, createdAt } = idempotency;
          // A concurrent transaction with the same key makes this wait for it, then do nothing.
          const inserted = await client.query(
            "INSERT INTO idempotency_keys (key, fingerprint, status, body, record_id, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING",
            [key, fingerprint, status, JSON.stringify(body), recordId, createdAt],
          );
          if (inserted.rowCount === 0) return "taken" as const;
        }
        const { record } = submission;
        if (submission.kind === "data-request") {
          await client.query(
            `INSERT INTO data_requests (${columnList}) VALUES (${recordParams})`,
            recordValues(record),
          );
          for (const { sql, params } of dataRequestStatements(submission.record, record.receivedAt))
            await client.query(numbered(sql), params);
          return "saved" as const;
        }
        await client.query(
          `INSERT INTO leads (${columnList}, spam_reason) VALUES (${recordParams}, $${RECORD_COLUMNS.length + 1})`,
          [...recordValues(record), submission.record.spamReason],
        );
        // Spam is stored for review but queues nothing: no CRM row, no e-mail.
        // Routing and the reply clock run in the lead's own transaction (src/pipeline).
        if (submission.record.spamReason === null) {
          for (const { sql, params } of [
            ...pipelineStatements(submission.record),
            ...followUpStatements(submission.record, record.receivedAt),
          ])
            await client.query(numbered(sql), params);
        }
        return "saved" as const;
      });
      if (outcome === "saved") return { saved: true };
      const existing = await findIdempotency(idempotency?.key ?? "");
      if (!existing) throw new Error("idempotency record vanished");
      return { saved: false, existing };
    },
    async saveConsent({ id, receivedAt, proof }: ConsentLogRecord): Promise<void> {
      await pool.query(
        "INSERT INTO consents (id, received_at, choice, categories, revision, locale, page, client_timestamp) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        [
          id,
          receivedAt,
          proof.choice,
          JSON.stringify(proof.categories),
          proof.revision,
          proof.locale,
          proof.page,
          proof.timestamp,
        ],
      );
    },
    async countRateHit(key: string, windowStart: number): Promise<number> {
      const { rows } = await pool.query<{ count: number }>(
        "INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1) ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1 RETURNING count",
        [key, windowStart],
      );
      return Number(rows[0]?.count ?? 1);
    },
    async listDataRequests() {
      const { rows } = await pool.query<RecordRow>(
        "SELECT * FROM data_requests ORDER BY received_at, id",
      );
      return rows.map(rowToDataRequest);
    },
  };
}
