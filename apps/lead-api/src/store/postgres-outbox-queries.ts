import type pg from "pg";
import type { OutboxCounts, OutboxItem } from "./lead-store";
import { rowToLeadRecord, type RecordRow } from "./record-row";

/** The outbox queries of the PostgreSQL store, shared by every instance's relay. */
export function createPostgresOutboxQueries(pool: pg.Pool) {
  return {
    async claimOutbox(now: number, limit: number, leaseUntil: number): Promise<OutboxItem[]> {
      // SKIP LOCKED lets several instances' relays claim disjoint rows without waiting.
      const { rows } = await pool.query<{ id: number; lead_id: string; attempts: number }>(
        `UPDATE outbox SET next_attempt_at = $2 WHERE id IN (
           SELECT id FROM outbox WHERE delivered_at IS NULL AND dead_at IS NULL AND next_attempt_at <= $1
           ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING id, lead_id, attempts`,
        [now, leaseUntil, limit],
      );
      if (rows.length === 0) return [];
      const leads = await pool.query<RecordRow>("SELECT * FROM leads WHERE id = ANY($1)", [
        rows.map((row) => row.lead_id),
      ]);
      const byId = new Map(leads.rows.map((row) => [String(row.id), rowToLeadRecord(row)]));
      return rows.map((row) => ({
        id: Number(row.id),
        leadId: row.lead_id,
        attempts: Number(row.attempts),
        record: byId.get(row.lead_id) ?? null,
      }));
    },
    async markDelivered(id: number, now: number): Promise<void> {
      await pool.query(
        "UPDATE outbox SET delivered_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2",
        [now, id],
      );
    },
    async scheduleRetry(
      id: number,
      attempts: number,
      nextAttemptAt: number,
      error: string,
    ): Promise<void> {
      await pool.query(
        "UPDATE outbox SET attempts = $1, next_attempt_at = $2, last_error = $3 WHERE id = $4",
        [attempts, nextAttemptAt, error, id],
      );
    },
    async markDead(id: number, attempts: number, now: number, error: string): Promise<void> {
      await pool.query(
        "UPDATE outbox SET attempts = $1, dead_at = $2, last_error = $3 WHERE id = $4",
        [attempts, now, error, id],
      );
    },
    async outboxCounts(): Promise<OutboxCounts> {
      const { rows } = await pool.query<OutboxCounts>(
        `SELECT COUNT(*) FILTER (WHERE delivered_at IS NULL AND dead_at IS NULL) AS pending,
                COUNT(*) FILTER (WHERE delivered_at IS NOT NULL) AS delivered,
                COUNT(*) FILTER (WHERE dead_at IS NOT NULL) AS dead FROM outbox`,
      );
      const row = rows[0];
      return {
        pending: Number(row?.pending ?? 0),
        delivered: Number(row?.delivered ?? 0),
        dead: Number(row?.dead ?? 0),
      };
    },
  };
}
