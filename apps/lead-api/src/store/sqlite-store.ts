import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { createDataroomStore } from "../dataroom/store/create-dataroom-store";
import { createStaffInviteStore } from "../staff/staff-invite-store";
import { createStaffStore } from "../staff/staff-store";
import { createLeadMagnetStore } from "../lead-magnets/lead-magnet-store";
import { createMailStore } from "../mail/mail-store";
import { createNewsletterStore } from "../newsletter/newsletter-store";
import { createDeskStore } from "../desk/desk-store";
import { createAlertStore } from "../alerts/alert-store";
import { createPipelineStore } from "../pipeline/pipeline-store";
import { createContactStore } from "../contacts/contact-store";
import { createReplyStore } from "../replies/reply-store";
import { createSavedViewStore } from "../desk/saved-view-store";
import { createIntegrationStore } from "../integrations/integration-store";
import { createReportStore } from "../reports/report-store";
import { sqliteStatementDatabase } from "./sqlite-statement-database";
import type { LeadStore } from "./lead-store";
import { createMemoryRateCounter } from "./memory-rate-counter";
import { migrateSqlite } from "./sqlite-migrations";
import { createSqliteReads } from "./sqlite-reads";
import { personalDataOperations } from "./personal-data/personal-data-operations";
import {
  outboxStatements,
  saveConsentStatements,
  saveSubmissionStatements,
} from "./submission-statements";
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
  // Deleted rows are overwritten with zeros, not left readable in free pages (also set on the
  // writer thread's connection, which does the deleting): https://sqlite.org/pragma.html#pragma_secure_delete
  db.pragma("secure_delete = ON");
  migrateSqlite(db);
  const writer = await startSqliteWriter(file, options.maxPageCount);
  const checkpointer = await startCheckpointer(file);
  const reads = createSqliteReads(db);
  const rates = createMemoryRateCounter();
  const write = async (statements: Parameters<typeof writer.run>[0]) => {
    const result = await writer.run(statements);
    return result.conflict ? null : result.changes;
  };

  const statementDb = sqliteStatementDatabase(db, writer);
  const personalData = personalDataOperations("sqlite", statementDb);

  return {
    kind: "sqlite",
    dataroom: createDataroomStore(statementDb),
    staff: createStaffStore(statementDb),
    staffInvites: createStaffInviteStore(statementDb),
    mail: createMailStore(statementDb),
    newsletter: createNewsletterStore(statementDb),
    leadMagnets: createLeadMagnetStore(statementDb),
    desk: createDeskStore(statementDb, "sqlite"),
    replies: createReplyStore(statementDb),
    views: createSavedViewStore(statementDb),
    contacts: createContactStore(statementDb),
    integrations: createIntegrationStore(statementDb),
    pipeline: createPipelineStore(statementDb),
    alerts: createAlertStore(statementDb),
    reports: createReportStore(statementDb, "sqlite"),
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
      await write(due.map((item) => outboxStatements.lease(item, leaseUntil)));
      return due;
    },
    async startDelivery(item, sendingUntil) {
      if ((await write([outboxStatements.startDelivery(item, sendingUntil)])) === null) return null;
      if (item.event === "lead.erased") return { event: item.event, leadId: item.leadId };
      // Read after the mark is durable: an erasure that committed in between has taken the lead.
      return { event: item.event, record: reads.lead(item.leadId) };
    },
    markDelivered: async (item, now) => void (await write([outboxStatements.delivered(item, now)])),
    scheduleRetry: async (item, attempts, nextAttemptAt, error) =>
      void (await write([outboxStatements.retry(item, attempts, nextAttemptAt, error)])),
    markDead: async (item, attempts, now, error) =>
      void (await write([outboxStatements.dead(item, attempts, now, error)])),
    outboxCounts: async () => reads.outboxCounts(),
    exportSubject: (email) => personalData.exportSubject(email),
    async eraseSubject(email, at) {
      const erased = await personalData.eraseSubject(email, at);
      // secure_delete zeroed the rows in the new page versions; the WAL's older versions of those
      // pages go too, so the erased data is nowhere in the files.
      await writer.truncateWal();
      return erased;
    },
    listDataRequests: async () => reads.dataRequests(),
    purge: (cutoffs) => personalData.purge(cutoffs),
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
