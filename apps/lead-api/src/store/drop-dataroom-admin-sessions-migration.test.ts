import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../test-support/test-stores";
import { DROP_DATAROOM_ADMIN_SESSIONS_MIGRATION } from "./drop-dataroom-admin-sessions-migration";
import { POSTGRES_MIGRATIONS } from "./postgres-migrations";
import { openPostgresStore } from "./postgres-store";
import { SQLITE_MIGRATIONS } from "./sqlite-migrations";
import { openSqliteStore, SQLITE_FILE_NAME } from "./sqlite-store";

const FORMER_SESSION =
  "INSERT INTO dataroom_admin_sessions (token_digest, username, csrf_token, created_at, last_seen_at) VALUES ('d', 'ir-admin', 'c', 1, 1)";

/** The migrations a database had before this one: the state of an instance being upgraded. */
function before(migrations: readonly string[]): string[] {
  const index = migrations.indexOf(DROP_DATAROOM_ADMIN_SESSIONS_MIGRATION);
  expect(index).toBeGreaterThan(0);
  return migrations.slice(0, index);
}

describe("dropping the former data-room admin's sessions", () => {
  it("on SQLite, removes the table and the usernames in it when an older database is opened", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lead-api-drop-admin-sessions-"));
    try {
      const old = new Database(join(dataDir, SQLITE_FILE_NAME));
      old.exec(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)",
      );
      before(SQLITE_MIGRATIONS).forEach((sql, index) => {
        old.exec(sql);
        old.prepare("INSERT INTO schema_migrations VALUES (?, 0)").run(index + 1);
      });
      old.exec(FORMER_SESSION);
      old.close();

      const store = await openSqliteStore({ dataDir });
      await store.close();

      const db = new Database(join(dataDir, SQLITE_FILE_NAME), { readonly: true });
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .pluck()
        .all();
      const version = db.prepare("SELECT max(version) FROM schema_migrations").pluck().get();
      db.close();
      expect(tables).toContain("dataroom_sessions");
      expect(tables).not.toContain("dataroom_admin_sessions");
      expect(version).toBe(SQLITE_MIGRATIONS.length);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("on PostgreSQL, removes the table and the usernames in it when an older database is opened", async () => {
    const url = await createTestDatabase();

    const old = new pg.Client({ connectionString: url });
    await old.connect();
    await old.query(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)",
    );
    for (const [index, sql] of before(POSTGRES_MIGRATIONS).entries()) {
      await old.query(sql);
      await old.query("INSERT INTO schema_migrations VALUES ($1, 0)", [index + 1]);
    }
    await old.query(FORMER_SESSION);
    await old.end();

    const store = await openPostgresStore({ connectionString: url, poolSize: 1 });
    await store.close();

    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows: tables } = await check.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const { rows } = await check.query<{ version: number }>(
      "SELECT max(version) AS version FROM schema_migrations",
    );
    await check.end();
    expect(tables.map((t) => t.table_name)).toContain("dataroom_sessions");
    expect(tables.map((t) => t.table_name)).not.toContain("dataroom_admin_sessions");
    expect(rows[0]?.version).toBe(POSTGRES_MIGRATIONS.length);
  });
});
