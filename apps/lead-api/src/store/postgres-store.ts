import pg from "pg";
import type { LeadStore } from "./lead-store";
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
import { postgresStatementDatabase } from "./postgres-statement-database";
import { personalDataOperations } from "./personal-data/personal-data-operations";
import { migratePostgres } from "./postgres-migrations";
import { createPostgresOutboxQueries } from "./postgres-outbox-queries";
import { createPostgresQueries } from "./postgres-queries";
import { toStorageError } from "./storage-error";

/** How to reach PostgreSQL. */
export type PostgresStoreOptions = {
  connectionString: string;
  /** Connections per instance; several instances share the server's `max_connections`. */
  poolSize?: number;
};

const INT8_OID = 20;

// Times and counters are BIGINT; they fit a JavaScript number for millions of years.
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toStorageError(error);
  }
}

/**
 * Opens the PostgreSQL store (used when `DATABASE_URL` is set) and migrates the schema. Several
 * instances can share the database: rate-limit counters and outbox claims live in it.
 * A commit is durable with PostgreSQL's defaults (`fsync`, `synchronous_commit = on`).
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<LeadStore> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    types,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection emits here; the next query reconnects.
  pool.on("error", () => undefined);
  await guarded(() => migratePostgres(pool));
  const queries = { ...createPostgresQueries(pool), ...createPostgresOutboxQueries(pool) };
  const statementDb = postgresStatementDatabase(pool);
  const personalData = personalDataOperations("postgres", statementDb);

  return {
    kind: "postgres",
    dataroom: createDataroomStore(statementDb),
    staff: createStaffStore(statementDb),
    staffInvites: createStaffInviteStore(statementDb),
    mail: createMailStore(statementDb),
    newsletter: createNewsletterStore(statementDb),
    leadMagnets: createLeadMagnetStore(statementDb),
    desk: createDeskStore(statementDb, "postgres"),
    replies: createReplyStore(statementDb),
    views: createSavedViewStore(statementDb),
    contacts: createContactStore(statementDb),
    integrations: createIntegrationStore(statementDb),
    pipeline: createPipelineStore(statementDb),
    alerts: createAlertStore(statementDb),
    reports: createReportStore(statementDb, "postgres"),
    saveSubmission: (submission, idempotency) =>
      guarded(() => queries.saveSubmission(submission, idempotency)),
    findIdempotency: (key) => guarded(() => queries.findIdempotency(key)),
    saveConsent: (record) => guarded(() => queries.saveConsent(record)),
    countRateHit: (key, windowStart) => guarded(() => queries.countRateHit(key, windowStart)),
    claimOutbox: (now, limit, leaseUntil) =>
      guarded(() => queries.claimOutbox(now, limit, leaseUntil)),
    startDelivery: (item, sendingUntil) => guarded(() => queries.startDelivery(item, sendingUntil)),
    markDelivered: (item, now) => guarded(() => queries.markDelivered(item, now)),
    scheduleRetry: (item, attempts, nextAttemptAt, error) =>
      guarded(() => queries.scheduleRetry(item, attempts, nextAttemptAt, error)),
    markDead: (item, attempts, now, error) =>
      guarded(() => queries.markDead(item, attempts, now, error)),
    outboxCounts: () => guarded(() => queries.outboxCounts()),
    // The statement database already turns driver errors into StorageErrors.
    exportSubject: (email) => personalData.exportSubject(email),
    eraseSubject: (email, at) => personalData.eraseSubject(email, at),
    listDataRequests: () => guarded(() => queries.listDataRequests()),
    purge: (cutoffs) => personalData.purge(cutoffs),
    ping: () => guarded(async () => void (await pool.query("SELECT 1"))),
    close: () => pool.end(),
  };
}
