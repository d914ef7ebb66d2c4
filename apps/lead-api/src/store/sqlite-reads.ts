import type Database from "better-sqlite3";
import type {
  DataRequestRecord,
  IdempotencyRecord,
  LeadRecord,
  OutboxCounts,
  OutboxItem,
} from "./lead-store";
import { rowToIdempotency, type IdempotencyRow } from "./idempotency-row";
import { rowToDataRequest, rowToLeadRecord, type RecordRow } from "./record-row";

/**
 * The read queries of the SQLite store, on the request thread's own connection. In WAL mode a
 * reader sees every transaction the writer thread committed before the read began.
 */
export function createSqliteReads(db: Database.Database) {
  const selectKey = db.prepare("SELECT * FROM idempotency_keys WHERE key = ?");
  const selectDue = db.prepare(
    // A lead's events leave in the order they happened: a row waits while an earlier row of its
    // lead is still open (`lead.updated` never overtakes its `lead.created`, src/replies).
    `SELECT id, lead_id, event, data, created_at, attempts FROM outbox WHERE delivered_at IS NULL AND dead_at IS NULL AND next_attempt_at <= ? AND NOT EXISTS (SELECT 1 FROM outbox earlier WHERE earlier.lead_id = outbox.lead_id AND earlier.id < outbox.id AND earlier.delivered_at IS NULL AND earlier.dead_at IS NULL) ORDER BY next_attempt_at LIMIT ?`,
  );
  const selectLead = db.prepare("SELECT * FROM leads WHERE id = ?");
  const counts = db.prepare(
    "SELECT SUM(delivered_at IS NULL AND dead_at IS NULL) AS pending, SUM(delivered_at IS NOT NULL) AS delivered, SUM(dead_at IS NOT NULL) AS dead FROM outbox",
  );
  const allRequests = db.prepare("SELECT * FROM data_requests ORDER BY received_at, id");
  const ping = db.prepare("SELECT 1");

  return {
    findIdempotency(key: string): IdempotencyRecord | null {
      const row = selectKey.get(key) as IdempotencyRow | undefined;
      return row ? rowToIdempotency(row) : null;
    },
    dueOutbox(now: number, limit: number): OutboxItem[] {
      const rows = selectDue.all(now, limit) as {
        id: number;
        lead_id: string;
        event: OutboxItem["event"];
        data: string | null;
        created_at: number;
        attempts: number;
      }[];
      return rows.map((row) => ({
        id: row.id,
        leadId: row.lead_id,
        event: row.event,
        data: row.data,
        createdAt: row.created_at,
        attempts: row.attempts,
      }));
    },
    lead(id: string): LeadRecord | null {
      const row = selectLead.get(id) as RecordRow | undefined;
      return row ? rowToLeadRecord(row) : null;
    },
    outboxCounts(): OutboxCounts {
      const row = counts.get() as Record<keyof OutboxCounts, number | null>;
      return { pending: row.pending ?? 0, delivered: row.delivered ?? 0, dead: row.dead ?? 0 };
    },
    dataRequests(): DataRequestRecord[] {
      return (allRequests.all() as RecordRow[]).map(rowToDataRequest);
    },
    ping(): void {
      ping.get();
    },
  };
}
