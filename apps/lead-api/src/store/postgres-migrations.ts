import type pg from "pg";
import { dataroomMigration } from "../dataroom/store/dataroom-migration";
import { dataRequestVerificationMigration } from "./data-request-verification-migration";
import { dataroomSubmissionsMigration } from "../dataroom/store/dataroom-submissions-migration";
import { deskMigration } from "./desk-migration";
import { POSTGRES_ESTIMATED_VALUE_MIGRATION } from "./estimated-value-migration";
import { DESK_SECTIONS_MIGRATION } from "../desk/desk-sections-migration";
import { integrationsMigration } from "./integrations-migration";
import { POSTGRES_DESK_SEARCH_MIGRATION } from "./desk-search-migration";
import { repliesMigration } from "../replies/replies-migration";
import { leadMagnetMigration } from "../lead-magnets/lead-magnet-migration";
import { savedViewsMigration } from "../desk/saved-views-migration";
import { postgresReportColumnsMigration } from "../reports/report-columns-migration";
import { postgresReportRollupMigration } from "../reports/report-rollup-migration";
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
import { POSTGRES_LEAD_STATUS_COUNTS_MIGRATION } from "./lead-status-counts-migration";

const columns = recordTableColumns({ text: "TEXT", time: "BIGINT", flag: "SMALLINT" });

/** The PostgreSQL schema, one entry per version; applied in order, never edited once released. */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE leads (${columns}, spam_reason TEXT);
  CREATE INDEX leads_email ON leads (email);
  CREATE INDEX leads_received_at ON leads (received_at);
  CREATE TABLE data_requests (${columns}, status TEXT NOT NULL DEFAULT 'open');
  CREATE INDEX data_requests_email ON data_requests (email);
  CREATE INDEX data_requests_received_at ON data_requests (received_at);
  CREATE TABLE outbox (
    id BIGSERIAL PRIMARY KEY,
    lead_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    delivered_at BIGINT,
    dead_at BIGINT,
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
    created_at BIGINT NOT NULL
  );
  CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
  CREATE INDEX idempotency_keys_record_id ON idempotency_keys (record_id);
  CREATE TABLE consents (
    id TEXT PRIMARY KEY,
    received_at BIGINT NOT NULL,
    choice TEXT NOT NULL,
    categories TEXT NOT NULL,
    revision INTEGER NOT NULL,
    locale TEXT NOT NULL,
    page TEXT NOT NULL,
    client_timestamp TEXT NOT NULL
  );
  CREATE INDEX consents_received_at ON consents (received_at);
  -- Shared by every instance behind the load balancer: one counter per client and window.
  CREATE TABLE rate_limits (
    key TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (key, window_start)
  );
  `,
  dataroomMigration({ time: "BIGINT", serial: "BIGSERIAL PRIMARY KEY" }),
  outboxEventsMigration({ time: "BIGINT" }),
  staffMigration({ time: "BIGINT", serial: "BIGSERIAL PRIMARY KEY" }),
  mailOutboxMigration({ time: "BIGINT", serial: "BIGSERIAL PRIMARY KEY" }),
  deskMigration({ time: "BIGINT", serial: "BIGSERIAL PRIMARY KEY" }),
  DROP_DATAROOM_ADMIN_SESSIONS_MIGRATION,
  mailRecipientCountsMigration({ time: "BIGINT" }),
  dataRequestVerificationMigration({ time: "BIGINT" }),
  dataroomSubmissionsMigration({ time: "BIGINT" }),
  staffInvitationMigration({ time: "BIGINT" }),
  integrationsMigration({ time: "BIGINT" }),
  POSTGRES_DESK_SEARCH_MIGRATION,
  pipelineMigration({ time: "BIGINT" }),
  repliesMigration({ time: "BIGINT" }),
  newsletterLifecycleMigration({ time: "BIGINT" }),
  leadMagnetMigration({ time: "BIGINT" }),
  savedViewsMigration({ time: "BIGINT" }),
  postgresReportColumnsMigration(),
  alertMigration({ time: "BIGINT", serial: "BIGSERIAL PRIMARY KEY" }),
  POSTGRES_LEAD_STATUS_COUNTS_MIGRATION,
  POSTGRES_ESTIMATED_VALUE_MIGRATION,
  DESK_SECTIONS_MIGRATION,
  postgresReportRollupMigration(),
];

// Any constant works; it only has to be the same in every instance of the lead API.
const MIGRATION_LOCK = 7_415_020_251;

/**
 * Brings the database to the latest schema version. An advisory lock makes instances that start
 * together wait for each other instead of racing to create the same tables.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)",
    );
    const { rows } = await client.query<{ version: number }>(
      "SELECT version FROM schema_migrations",
    );
    const applied = new Set(rows.map((row) => Number(row.version)));
    for (const [index, sql] of POSTGRES_MIGRATIONS.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      await client.query(sql);
      await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [
        version,
        Date.now(),
      ]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
