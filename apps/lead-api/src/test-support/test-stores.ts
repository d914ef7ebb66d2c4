import { NEWSLETTER_TABLES } from "../newsletter/newsletter-lifecycle-migration";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { DATAROOM_TABLES } from "../dataroom/store/dataroom-migration";
import { DATAROOM_SUBMISSION_TABLES } from "../dataroom/store/dataroom-submissions-migration";
import { INTEGRATION_TABLES } from "../store/integrations-migration";
import { REPLY_TABLES, templateSeedSql } from "../replies/replies-migration";
import { LEAD_MAGNET_TABLES } from "../lead-magnets/lead-magnet-migration";
import { SAVED_VIEW_TABLES } from "../desk/saved-views-migration";
import { DESK_TABLES } from "../store/desk-migration";
import { PIPELINE_TABLES } from "../store/pipeline-migration";
import { ALERT_TABLES } from "../alerts/alert-migration";
import { MAIL_TABLES } from "../store/mail-outbox-migration";
import type { LeadStore } from "../store/lead-store";
import { STAFF_INVITATION_TABLES } from "../store/staff-invitation-migration";
import { STAFF_TABLES } from "../store/staff-migration";
import { openPostgresStore } from "../store/postgres-store";
import { openSqliteStore, SQLITE_FILE_NAME } from "../store/sqlite-store";

/** The stores every behaviour is tested against. */
export const STORE_KINDS = ["sqlite", "postgres"] as const;

/** One of {@link STORE_KINDS}. */
export type StoreKind = (typeof STORE_KINDS)[number];

/** A store for one test and how to throw it away. */
export type TestStore = {
  store: LeadStore;
  dataDir?: string;
  url?: string;
  dispose(): Promise<void>;
};

const TABLES = [
  "leads, data_requests, outbox, idempotency_keys, consents, rate_limits",
  ...DATAROOM_TABLES,
  ...STAFF_TABLES,
  ...STAFF_INVITATION_TABLES,
  ...MAIL_TABLES,
  ...NEWSLETTER_TABLES,
  "mail_recipient_counts",
  ...DESK_TABLES,
  ...DATAROOM_SUBMISSION_TABLES,
  ...INTEGRATION_TABLES,
  ...PIPELINE_TABLES,
  ...REPLY_TABLES,
  ...LEAD_MAGNET_TABLES,
  ...SAVED_VIEW_TABLES,
  ...ALERT_TABLES,
].join(", ");
// The reply templates are seeded by their migration: each test starts from the seeded copy.
const RESEED = `DELETE FROM reply_templates; ${templateSeedSql()}`;
let fileDatabase: Promise<string> | undefined;

/** Creates an empty database in the throwaway test cluster and returns its URL. */
export async function createTestDatabase(prefix = "lead_api"): Promise<string> {
  const admin = new pg.Client({ connectionString: inject("postgresUrl") });
  await admin.connect();
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return inject("postgresUrl").replace(/\/postgres$/, `/${name}`);
}

// One database per test file (files run in parallel), emptied before each test.
async function databaseOfThisFile(): Promise<string> {
  fileDatabase ??= createTestDatabase();
  return fileDatabase;
}

/** Opens an empty store of `kind`; extra SQLite options pass through (e.g. `maxPageCount`). */
export async function openTestStore(
  kind: StoreKind,
  options: { maxPageCount?: number } = {},
): Promise<TestStore> {
  if (kind === "sqlite") {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-api-test-"));
    const store = await openSqliteStore({ dataDir, ...options });
    return {
      store,
      dataDir,
      async dispose() {
        await store.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = await databaseOfThisFile();
  const store = await openPostgresStore({ connectionString: url, poolSize: 4 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`TRUNCATE ${TABLES}; ${RESEED}`);
  await client.end();
  return { store, url, dispose: () => store.close() };
}

async function empty(testStore: TestStore): Promise<void> {
  if (testStore.dataDir) {
    const db = new Database(join(testStore.dataDir, SQLITE_FILE_NAME));
    db.pragma("busy_timeout = 5000");
    db.exec(
      TABLES.split(", ")
        .filter((table) => table !== "rate_limits")
        .map((table) => `DELETE FROM ${table};`)
        .join("") + RESEED,
    );
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: testStore.url });
  await client.connect();
  // DELETE beats TRUNCATE on tables this small: no new files to create and sync.
  await client.query(
    TABLES.split(", ")
      .map((table) => `DELETE FROM ${table};`)
      .join("") + RESEED,
  );
  await client.end();
}

/**
 * Registers the hooks that give each test of the surrounding `describe` an empty store of `kind`:
 * one store per file, emptied before each test (opening one costs more than a test). SQLite's
 * in-memory rate-limit counters survive between tests: rate-limit tests use their own addresses.
 * Returns a getter for the store.
 */
export function useTestStore(kind: StoreKind): () => TestStore {
  let shared: TestStore | undefined;
  beforeAll(async () => {
    shared = await openTestStore(kind);
  });
  beforeEach(async () => {
    if (shared) await empty(shared);
  });
  afterAll(async () => {
    await shared?.dispose();
  });
  return () => {
    if (!shared) throw new Error("useTestStore: no store outside a test");
    return shared;
  };
}
