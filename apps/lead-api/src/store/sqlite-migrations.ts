import type Database from "better-sqlite3";
import { dataroomMigration } from "../dataroom/store/dataroom-migration";
import { dataRequestVerificationMigration } from "./data-request-verification-migration";
import { dataroomSubmissionsMigration } from "../dataroom/store/dataroom-submissions-migration";
import { deskMigration } from "./desk-migration";
import { SQLITE_ESTIMATED_VALUE_MIGRATION } from "./estimated-value-migration";
import { DESK_SECTIONS_MIGRATION } from "../desk/desk-sections-migration";
import { integrationsMigration } from "./integrations-migration";
import { SQLITE_DESK_SEARCH_MIGRATION } from "./desk-search-migration";
import { leadMagnetMigration } from "../lead-magnets/lead-magnet-migration";
import { savedViewsMigration } from "../desk/saved-views-migration";
import { sqliteReportColumnsMigration } from "../reports/report-columns-migration";
import { sqliteReportRollupMigration } from "../reports/report-rollup-migration";
import { alertMigration } from "../alerts/alert-migration";
import { DROP_DATAROOM_ADMIN_SESSIONS_MIGRATION } from "./drop-dataroom-admin-sessions-migration";
import { mailOutboxMigration } from "./mail-outbox-migration";
import { mailRecipientCountsMigration } from "./mail-recipient-counts-migration";
import { newsletterLifecycleMigration } from "../newsletter/newsletter-lifecycle-migration";
import { outboxEventsMigration } from "./outbox-events-migration";
import { pipelineMigration } from "./pipeline-migration";
import { recordTableColumns } from "./schema-columns";
import { staffInvitationMigration } from "./staff-invitation-migration";
import { staffMigration } from "./staff-migration";
import { repliesMigration } from "../replies/replies-migration";
import { SQLITE_LEAD_STATUS_COUNTS_MIGRATION } from "./lead-status-counts-migration";

const columns = recordTableColumns({ text: "TEXT", time: "INTEGER", flag: "INTEGER" });

/** The SQLite schema, one entry per version; applied in order, never edited once released. */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE leads (${columns}, spam_reason TEXT);
  CREATE INDEX leads_email ON leads (email);
  CREATE INDEX leads_received_at ON leads (received_at);
  CREATE TABLE data_requests (${columns}, status TEXT NOT NULL DEFAULT 'open');
  CREATE INDEX data_requests_email ON data_requests (email);
  CREATE INDEX data_requests_received_at ON data_requests (received_at);
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    lead_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    delivered_at INTEGER,
    dead_at INTEGER,
    last_error TEXT
  );
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND dead_at IS NULL;
  CREATE INDEX outbox_lead ON outbox (lead_id);
  CREATE TABLE idempotency_keys (
    key TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    record_id TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
  CREATE INDEX idempotency_keys_record_id ON idempotency_keys (record_id);
  CREATE TABLE consents (
    id TEXT PRIMARY KEY,
    received_at INTEGER NOT NULL,
    choice TEXT NOT NULL,
    categories TEXT NOT NULL,
    revision INTEGER NOT NULL,
    locale TEXT NOT NULL,
    page TEXT NOT NULL,
    client_timestamp TEXT NOT NULL
  );
  CREATE INDEX consents_received_at ON consents (received_at);
  `,
  dataroomMigration({ time: "INTEGER", serial: "INTEGER PRIMARY KEY" }),
  outboxEventsMigration({ time: "INTEGER" }),
  staffMigration({ time: "INTEGER", serial: "INTEGER PRIMARY KEY" }),
  mailOutboxMigration({ time: "INTEGER", serial: "INTEGER PRIMARY KEY" }),
  deskMigration({ time: "INTEGER", serial: "INTEGER PRIMARY KEY" }),
  DROP_DATAROOM_ADMIN_SESSIONS_MIGRATION,
  mailRecipientCountsMigration({ time: "INTEGER" }),
  dataRequestVerificationMigration({ time: "INTEGER" }),
  dataroomSubmissionsMigration({ time: "INTEGER" }),
  staffInvitationMigration({ time: "INTEGER" }),
  integrationsMigration({ time: "INTEGER" }),
  SQLITE_DESK_SEARCH_MIGRATION,
  pipelineMigration({ time: "INTEGER" }),
  repliesMigration({ time: "INTEGER" }),
  newsletterLifecycleMigration({ time: "INTEGER" }),
  leadMagnetMigration({ time: "INTEGER" }),
  savedViewsMigration({ time: "INTEGER" }),
  sqliteReportColumnsMigration(),
  alertMigration({ time: "INTEGER", serial: "INTEGER PRIMARY KEY" }),
  SQLITE_LEAD_STATUS_COUNTS_MIGRATION,
  SQLITE_ESTIMATED_VALUE_MIGRATION,
  DESK_SECTIONS_MIGRATION,
  sqliteReportRollupMigration(),
];

/**
 * Brings the database to the latest schema version, in one transaction per version, and records
 * each version in `schema_migrations`. Safe to run on every start.
 */
export function migrateSqlite(db: Database.Database): void {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  SQLITE_MIGRATIONS.forEach((sql, index) => {
    const version = index + 1;
    if (applied.has(version)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
        version,
        Date.now(),
      );
    })();
  });
}
