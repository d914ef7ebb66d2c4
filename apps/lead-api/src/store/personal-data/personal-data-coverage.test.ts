import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { testClock } from "../../test-support/dataroom-kit";
import {
  appWithDataroom,
  storePersonEverywhere,
  type StoredPerson,
} from "../../test-support/person-everywhere";
import { ADMIN_TOKEN, postJson, type TestApp } from "../../test-support/test-app";
import { STORE_KINDS, useTestStore, type TestStore } from "../../test-support/test-stores";
import { ROLLUP_TABLES, rollupFromScratch } from "../../reports/report-rollup-migration";
import { SQLITE_FILE_NAME } from "../sqlite-store";
import { tablesOf } from "./personal-data-map";
import { coverageGaps, postgresSchema, sqliteSchema, type SchemaColumns } from "./schema-coverage";

const DAILY_KEY = "dim, day, key_null, key_value, lead_type, contact_page";
const auth = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };

/** Runs `work` on a connection of its own to the test store's database. */
async function withDatabase<T>(
  testStore: TestStore,
  work: (db: {
    schema(): Promise<SchemaColumns>;
    query(sql: string): Promise<Record<string, unknown>[]>;
  }) => Promise<T>,
): Promise<T> {
  if (testStore.dataDir) {
    const db = new Database(join(testStore.dataDir, SQLITE_FILE_NAME));
    db.pragma("busy_timeout = 5000");
    try {
      return await work({
        schema: async () => sqliteSchema(db),
        query: async (sql) => {
          const statement = db.prepare(sql);
          return statement.reader
            ? (statement.all() as Record<string, unknown>[])
            : (statement.run(), []);
        },
      });
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: testStore.url });
  await client.connect();
  try {
    return await work({
      schema: () => postgresSchema(client),
      query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    });
  } finally {
    await client.end();
  }
}

/** Every `table.column` of the live schema whose value contains one of `probes`. */
async function findTraces(testStore: TestStore, probes: string[]): Promise<string[]> {
  return withDatabase(testStore, async (db) => {
    const found: string[] = [];
    for (const [table, columns] of Object.entries(await db.schema())) {
      for (const column of columns) {
        for (const probe of probes) {
          const literal = `'%${probe.replaceAll("'", "''")}%'`;
          const [row] = await db.query(
            `SELECT COUNT(*) AS n FROM ${table} WHERE CAST(${column} AS TEXT) LIKE ${literal}`,
          );
          if (Number(row?.n) > 0) found.push(`${table}.${column}: ${probe}`);
        }
      }
    }
    return found;
  });
}

describe.each(STORE_KINDS)("personal-data coverage of the %s schema", (kind) => {
  const currentStore = useTestStore(kind);

  it("classifies every table and column of the live schema, and lists the personal ones", async () => {
    const schema = await withDatabase(currentStore(), (db) => db.schema());
    expect(coverageGaps(schema, kind)).toEqual([]);
    const personal = tablesOf(kind).flatMap((entry) =>
      Object.keys(entry.personal).map((column) => `${entry.table}.${column}`),
    );
    // The inventory the README's erasure section describes.
    expect(personal).toEqual([
      "mail_outbox.attachment",
      "newsletter_suppressions.address_digest",
      "lead_replies.subject",
      "lead_replies.body",
      "lead_replies.staff_email",
      "lead_replies.staff_name",
      "desk_audit.actor_email",
      "desk_audit.details",
      "integration_events.email",
      "integration_events.payload",
      "bookings.email",
      "bookings.name",
      "bookings.attendee_time_zone",
      "bookings.cancellation_reason",
      "payments.email",
      "leads.first_name",
      "leads.last_name",
      "leads.email",
      "leads.phone",
      "leads.company",
      "leads.message",
      "leads.page_url",
      "leads.metadata",
      "data_requests.first_name",
      "data_requests.last_name",
      "data_requests.email",
      "data_requests.phone",
      "data_requests.company",
      "data_requests.message",
      "data_requests.page_url",
      "data_requests.metadata",
      "data_requests.override_reason",
      "data_requests.override_by",
      ...(kind === "postgres" ? ["rate_limits.key"] : []),
      "mail_recipient_counts.address_digest",
      "dataroom_sessions.request_id",
      "dataroom_grants.request_id",
      "dataroom_requests.name",
      "dataroom_requests.email",
      "dataroom_requests.firm",
      "dataroom_requests.message",
      "dataroom_submissions.email",
      "dataroom_submissions.name",
      "dataroom_submissions.firm",
      "dataroom_submissions.message",
      "dataroom_audit.email",
      "dataroom_audit.ip_hash",
      "dataroom_audit.user_agent",
      "dataroom_failures.key",
      "staff_sessions.staff_id",
      "staff_audit.actor",
      "staff_audit.subject",
      "staff_audit.ip_hash",
      "staff_invitations.email",
      "staff_invitations.name",
      "staff_invitations.invited_by",
      "staff_views.staff_id",
      "staff_views.name",
      "staff_views.search",
      "staff_accounts.email",
      "staff_accounts.name",
    ]);
  });

  it("fails when a table or column that can hold an e-mail is added without being covered", async () => {
    const testStore = currentStore();
    const gaps = await withDatabase(testStore, async (db) => {
      await db.query("CREATE TABLE crm_notes (id TEXT PRIMARY KEY, contact_email TEXT)");
      await db.query("ALTER TABLE dataroom_requests ADD COLUMN backup_email TEXT");
      try {
        return coverageGaps(await db.schema(), kind);
      } finally {
        await db.query("DROP TABLE crm_notes");
        await db.query("ALTER TABLE dataroom_requests DROP COLUMN backup_email");
      }
    });
    expect(gaps.sort()).toEqual([
      "column dataroom_requests.backup_email is not classified",
      "table crm_notes is not in PERSONAL_DATA_MAP",
    ]);
  });

  describe("with two people stored everywhere", () => {
    let app: TestApp;
    let person: StoredPerson;
    let other: StoredPerson;
    /** The admin API's erasure of the first person (the other stays). */
    const erasePerson = () =>
      postJson(app, "/admin/v1/subjects/erase", { email: person.email }, auth);
    beforeEach(async () => {
      app = await appWithDataroom(currentStore().store, testClock().now);
      person = await storePersonEverywhere(app, 1);
      other = await storePersonEverywhere(app, 2);
    });

    it("finds the person only in columns the map calls personal, and the export reaches every linked table", async () => {
      const traces = await findTraces(currentStore(), person.probes);
      const personal = new Set(
        tablesOf(kind).flatMap((entry) =>
          Object.keys(entry.personal).map((column) => `${entry.table}.${column}`),
        ),
      );
      expect(traces.length).toBeGreaterThan(0);
      for (const trace of traces) expect(personal).toContain(trace.split(":")[0]);
      const response = await postJson(
        app,
        "/admin/v1/subjects/export",
        { email: person.email },
        auth,
      );
      const data = (await response.json()) as Record<string, unknown[]>;
      for (const entry of tablesOf(kind).filter((table) => "where" in table.subject))
        expect(data[entry.label]?.length, entry.table).toBeGreaterThan(0);
    });

    it("leaves no trace of the person in any column of any table after erasure, and the other person whole", async () => {
      const response = await erasePerson();
      expect(response.status).toBe(200);
      expect(await findTraces(currentStore(), person.probes)).toEqual([]);
      expect((await findTraces(currentStore(), other.probes)).length).toBeGreaterThan(10);
      const anonymised = await withDatabase(currentStore(), (db) =>
        db.query(
          "SELECT COUNT(*) AS n FROM dataroom_audit WHERE email IS NULL AND (ip_hash IS NOT NULL OR user_agent IS NOT NULL)",
        ),
      );
      expect(Number(anonymised[0]?.n)).toBe(0);
    });

    it("keeps the report's roll-up free of personal data: unlinked, and an erased lead's share leaves it", async () => {
      // The map's word for the roll-up (src/reports/report-rollup-migration.ts): no personal
      // column, no link to a person.
      for (const table of ROLLUP_TABLES) {
        const entry = tablesOf(kind).find((candidate) => candidate.table === table);
        expect(entry?.personal, table).toEqual({});
        expect(entry && "unlinked" in entry.subject, table).toBe(true);
      }
      const rollup = () =>
        withDatabase(currentStore(), async (db) => {
          const scratch = rollupFromScratch();
          const read = (sql: string) => db.query(sql).then((rows) => JSON.stringify(rows));
          return {
            leads: await read("SELECT SUM(leads) AS n FROM report_daily WHERE dim = 'source'"),
            kept: await read(`SELECT * FROM report_daily WHERE leads <> 0 ORDER BY ${DAILY_KEY}`),
            scratch: await read(`SELECT * FROM (${scratch.daily}) d ORDER BY ${DAILY_KEY}`),
          };
        });
      const before = await rollup();
      expect(before.kept).toEqual(before.scratch);
      const response = await erasePerson();
      expect(response.status).toBe(200);
      const after = await rollup();
      expect(after.kept).toEqual(after.scratch);
      expect(after.leads).not.toEqual(before.leads);
    });
  });
});
