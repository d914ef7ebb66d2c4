import type pg from "pg";
import type { OutboxCounts, OutboxDelivery, OutboxEvent, OutboxItem } from "./lead-store";
import { inTransaction } from "./postgres-queries";
import { rowToLeadRecord, type RecordRow } from "./record-row";

/** The outbox queries of the PostgreSQL store, shared by every instance's relay. */
export function createPostgresOutboxQueries(pool: pg.Pool) {
  return {
    async claimOutbox(now: number, limit: number, leaseUntil: number): Promise<OutboxItem[]> {
      // SKIP LOCKED lets several instances' relays claim disjoint rows without waiting.
      const { rows } = await pool.query<{
        id: number;
        lead_id: string;
        event: OutboxEvent;
        data: string | null;
        created_at: number;
        attempts: number;
      }>(
        `UPDATE outbox SET next_attempt_at = $2 WHERE id IN (
           SELECT id FROM outbox WHERE delivered_at IS NULL AND dead_at IS NULL AND next_attempt_at <= $1 AND NOT EXISTS (SELECT 1 FROM outbox earlier WHERE earlier.lead_id = outbox.lead_id AND earlier.id < outbox.id AND earlier.delivered_at IS NULL AND earlier.dead_at IS NULL)
           ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING id, lead_id, event, data, created_at, attempts`,
        [now, leaseUntil, limit],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        leadId: row.lead_id,
        event: row.event,
        data: row.data,
        createdAt: Number(row.created_at),
        attempts: Number(row.attempts),
      }));
    },
    startDelivery(item: OutboxItem, sendingUntil: number): Promise<OutboxDelivery | null> {
      // The mark and the read share a transaction. An erasure's UPDATE of the same row waits for
      // it and then sees the mark (READ COMMITTED re-reads the row it waited for); an erasure that
      // committed first has changed the row's event, so the mark changes nothing and nothing is
      // sent.
      return inTransaction(pool, async (client) => {
        const marked = await client.query(
          "UPDATE outbox SET sending_until = $1 WHERE id = $2 AND event = $3 AND delivered_at IS NULL AND dead_at IS NULL",
          [sendingUntil, item.id, item.event],
        );
        if (marked.rowCount === 0) return null;
        if (item.event === "lead.erased") return { event: item.event, leadId: item.leadId };
        const { rows } = await client.query<RecordRow>("SELECT * FROM leads WHERE id = $1", [
          item.leadId,
        ]);
        return { event: item.event, record: rows[0] ? rowToLeadRecord(rows[0]) : null };
      });
    },
    async markDelivered(item: OutboxItem, now: number): Promise<void> {
      await pool.query(
        "UPDATE outbox SET delivered_at = $1, attempts = attempts + 1, last_error = NULL, sending_until = NULL WHERE id = $2 AND event = $3",
        [now, item.id, item.event],
      );
    },
    async scheduleRetry(
      item: OutboxItem,
      attempts: number,
      nextAttemptAt: number,
      error: string,
    ): Promise<void> {
      await pool.query(
        "UPDATE outbox SET attempts = $1, next_attempt_at = $2, last_error = $3, sending_until = NULL WHERE id = $4 AND event = $5",
        [attempts, nextAttemptAt, error, item.id, item.event],
      );
    },
    async markDead(item: OutboxItem, attempts: number, now: number, error: string): Promise<void> {
      await pool.query(
        "UPDATE outbox SET attempts = $1, dead_at = $2, last_error = $3, sending_until = NULL WHERE id = $4 AND event = $5",
        [attempts, now, error, item.id, item.event],
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
