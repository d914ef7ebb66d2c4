import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { createDataroomStore } from "../dataroom/store/create-dataroom-store";
import { sqliteDataroomDatabase } from "../dataroom/store/sqlite-dataroom-database";
import type { LeadStore } from "./lead-store";
import { createMemoryRateCounter } from "./memory-rate-counter";
import { migrateSqlite } from "./sqlite-migrations";
import { createSqliteReads } from "./sqlite-reads";
import {
  purgeStatements,
  removalCounts,
  removeRecordStatements,
  saveConsentStatements,
  saveSubmissionStatements,
} from "./sqlite-statements";
import { startCheckpointer } from "./sqlite-checkpointer";
import { startSqliteWriter } from "./sqlite-writer";
import { StorageError } from "./storage-error";

/** Where the SQLite store keeps its file, and test-only limits. */
export type SqliteStoreOptions = {
  /** The data folder; created when missing. The database is `leads.sqlite` inside it. */
  dataDir: string;
  /** Caps the database size in pages (`PRAGMA max_page_count`); used to simulate a full disk. */
  maxPageCount?: number;
};

/** The name of the SQLite file inside the data folder. */
export const SQLITE_FILE_NAME = "leads.sqlite";

/**
 * Opens (and on first start creates and migrates) the SQLite store. WAL lets this thread read
 * while the writer thread commits; `synchronous=FULL` syncs the WAL on every commit, so a
 * committed lead survives a crash or a power cut. Rate-limit counters live in memory: one SQLite
 * file means one instance.
 */
export async function openSqliteStore(options: SqliteStoreOptions): Promise<LeadStore> {
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, SQLITE_FILE_NAME);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  migrateSqlite(db);
  const writer = await startSqliteWriter(file, options.maxPageCount);
  const checkpointer = await startCheckpointer(file);
  const reads = createSqliteReads(db);
  const rates = createMemoryRateCounter();
  const write = async (statements: Parameters<typeof writer.run>[0]) => {
    const result = await writer.run(statements);
    return result.conflict ? null : result.changes;
  };

  return {
    kind: "sqlite",
    dataroom: createDataroomStore(sqliteDataroomDatabase(db, writer)),
    async saveSubmission(submission, idempotency) {
      const changes = await write(saveSubmissionStatements(submission, idempotency));
      if (changes) return { saved: true };
      const existing = idempotency && reads.findIdempotency(idempotency.key);
      if (!existing) throw new Error("idempotency record vanished");
      return { saved: false, existing };
    },
    findIdempotency: async (key) => reads.findIdempotency(key),
    saveConsent: async (record) => void (await write(saveConsentStatements(record))),
    countRateHit: async (key, windowStart, windowMs) => rates.hit(key, windowStart, windowMs),
    async claimOutbox(now, limit, leaseUntil) {
      const due = reads.dueOutbox(now, limit);
      if (due.length === 0) return [];
      await write(
        due.map((row) => ({
          sql: "UPDATE outbox SET next_attempt_at = ? WHERE id = ?",
          params: [leaseUntil, row.id],
        })),
      );
      return due.map((row) => ({
        id: row.id,
        leadId: row.lead_id,
        attempts: row.attempts,
        record: reads.lead(row.lead_id),
      }));
    },
    markDelivered: async (id, now) =>
      void (await write([
        {
          sql: "UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
          params: [now, id],
        },
      ])),
    scheduleRetry: async (id, attempts, nextAttemptAt, error) =>
      void (await write([
        {
          sql: "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
          params: [attempts, nextAttemptAt, error, id],
        },
      ])),
    markDead: async (id, attempts, now, error) =>
      void (await write([
        {
          sql: "UPDATE outbox SET attempts = ?, dead_at = ?, last_error = ? WHERE id = ?",
          params: [attempts, now, error, id],
        },
      ])),
    outboxCounts: async () => reads.outboxCounts(),
    exportSubject: async (email) => reads.subject(email),
    eraseSubject: async (email) =>
      removalCounts((await write(removeRecordStatements("email = ?", email))) ?? []),
    listDataRequests: async () => reads.dataRequests(),
    purge: async (cutoffs) => removalCounts((await write(purgeStatements(cutoffs))) ?? []),
    ping: async () => {
      reads.ping();
      if (!writer.alive()) throw new StorageError("unavailable");
    },
    async close() {
      await checkpointer.stop();
      await writer.close();
      if (db.open) db.close();
    },
  };
}
