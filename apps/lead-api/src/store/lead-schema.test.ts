import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { LEAD_COLUMN_KINDS, LEAD_FIELDS, SHARED_LEAD_FIELDS } from "@vantreo/contracts/core";
import { describe, expect, it } from "vitest";
import {
  STORE_KINDS,
  useTestStore,
  type StoreKind,
  type TestStore,
} from "../test-support/test-stores";
import { SQLITE_FILE_NAME } from "./sqlite-store";

/** A column as both the declaration and the live schema describe it. */
type Column = { column: string; type: string; nullable: boolean };

const byName = (a: Column, b: Column) => a.column.localeCompare(b.column);

/** The columns the lead record declares for `leads` (or the shared ones of `data_requests`). */
function declared(kind: StoreKind, fields: typeof SHARED_LEAD_FIELDS): Column[] {
  return fields
    .map((spec) => ({
      column: spec.column,
      type: LEAD_COLUMN_KINDS[spec.kind][kind],
      nullable: spec.nullable,
    }))
    .sort(byName);
}

/** The live columns of a table, as the database reports them. */
async function live(testStore: TestStore, table: string): Promise<Column[]> {
  if (testStore.dataDir) {
    const db = new Database(join(testStore.dataDir, SQLITE_FILE_NAME), { readonly: true });
    const rows = db.pragma(`table_info(${table})`) as {
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }[];
    db.close();
    // SQLite lets a TEXT primary key hold NULL only by an old bug; every insert names the id.
    return rows
      .map((row) => ({
        column: row.name,
        type: row.type,
        nullable: row.notnull === 0 && row.pk === 0,
      }))
      .sort(byName);
  }
  const client = new pg.Client({ connectionString: testStore.url });
  await client.connect();
  const { rows } = await client.query<{
    column_name: string;
    data_type: string;
    is_nullable: string;
  }>(
    "SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
    [table],
  );
  await client.end();
  return rows
    .map((row) => ({
      column: row.column_name,
      type: row.data_type.toUpperCase(),
      nullable: row.is_nullable === "YES",
    }))
    .sort(byName);
}

describe.each(STORE_KINDS)("the lead record's declaration on %s", (kind) => {
  const currentStore = useTestStore(kind);

  it("equals the live `leads` table: every column, its type and whether it may be null", async () => {
    expect(await live(currentStore(), "leads")).toEqual(declared(kind, LEAD_FIELDS));
  });

  it("holds the columns `data_requests` shares with `leads`, with the same types", async () => {
    const requestColumns = await live(currentStore(), "data_requests");
    const shared = declared(kind, SHARED_LEAD_FIELDS);
    expect(
      requestColumns.filter((column) => shared.some((s) => s.column === column.column)),
    ).toEqual(shared);
  });
});
