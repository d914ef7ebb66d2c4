import type pg from "pg";
import type { ConsentLogRecord, IdempotencyRecord, SaveResult, Submission } from "./lead-records";
import { postgresStatementDatabase } from "./postgres-statement-database";
import { rowToIdempotency, type IdempotencyRow } from "./idempotency-row";
import { rowToDataRequest, type RecordRow } from "./record-row";
import { saveConsentStatements, saveSubmissionStatements } from "./submission-statements";

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

/**
 * The queries of the PostgreSQL store; each write is one transaction. A submission and a consent
 * are the portable statements the SQLite store writes too; the rate-limit counter is this
 * dialect's own (a row shared by instances, `ON CONFLICT … RETURNING`).
 */
export function createPostgresQueries(pool: pg.Pool) {
  const statements = postgresStatementDatabase(pool);
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
      // The statements the SQLite store writes too; an idempotency key another request took
      // undoes the unit (a concurrent transaction with the same key makes this wait for it).
      const changes = await statements.run(saveSubmissionStatements(submission, idempotency));
      if (changes !== null) return { saved: true };
      const existing = await findIdempotency(idempotency?.key ?? "");
      if (!existing) throw new Error("idempotency record vanished");
      return { saved: false, existing };
    },
    async saveConsent(record: ConsentLogRecord): Promise<void> {
      await statements.run(saveConsentStatements(record));
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
