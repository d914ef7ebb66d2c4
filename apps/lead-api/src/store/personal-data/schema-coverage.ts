import type Database from "better-sqlite3";
import type pg from "pg";
import { SQLITE_SEARCH_TABLE } from "../desk-search-migration";
import { columnsOf, tablesOf } from "./personal-data-map";

/** A live schema: every table with its columns. */
export type SchemaColumns = Record<string, string[]>;

/**
 * The full-text index of the leads and the tables FTS5 keeps it in (`_data`, `_idx`, `_docsize`,
 * `_config`): an index of `leads` (its external content), not a store of its own. Triggers
 * update it with every insert, update and delete of a lead, so export, erasure and the purge
 * reach it through `leads`; `desk-search.test.ts` proves an erased lead's words leave it.
 */
const SQLITE_INDEX_TABLES = new Set(
  ["", "_data", "_idx", "_docsize", "_config"].map((suffix) => `${SQLITE_SEARCH_TABLE}${suffix}`),
);

/**
 * The tables and columns of a SQLite database (`sqlite_master`, `pragma table_info`), without
 * the full-text index of the leads (see {@link SQLITE_INDEX_TABLES}).
 */
export function sqliteSchema(db: Database.Database): SchemaColumns {
  const tables = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[]
  ).filter((table) => !SQLITE_INDEX_TABLES.has(table));
  return Object.fromEntries(
    tables.map((table) => [
      table,
      (db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name),
    ]),
  );
}

/** The tables and columns of the PostgreSQL database's `public` schema (`information_schema`). */
export async function postgresSchema(client: pg.ClientBase | pg.Pool): Promise<SchemaColumns> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position",
  );
  const schema: SchemaColumns = {};
  for (const row of rows) (schema[row.table_name] ??= []).push(row.column_name);
  return schema;
}

// Column names that say "a person" (RFC 5322 address, names, contact details, client traces).
const LOOKS_PERSONAL =
  /(^|_)(e?mail|email|name|username|phone|company|firm|message|address|ip|user_agent)(_|$)/;
const HOLDS_EMAIL = /(^|_)e?mail(_|$)/;

/**
 * What `PERSONAL_DATA_MAP` fails to cover in a live schema: a table or column it does not list
 * (or lists but the schema lacks), a column named like personal data that it calls plain, a
 * table with an e-mail column that export or erasure cannot reach, and personal data without a
 * retention rule. An empty list means export, erasure and the purge reach every table.
 */
export function coverageGaps(schema: SchemaColumns, kind: "sqlite" | "postgres"): string[] {
  const gaps: string[] = [];
  const mapped = new Map(tablesOf(kind).map((entry) => [entry.table, entry]));
  for (const [table, columns] of Object.entries(schema)) {
    const entry = mapped.get(table);
    if (!entry) {
      gaps.push(`table ${table} is not in PERSONAL_DATA_MAP`);
      continue;
    }
    const listed = new Set(columnsOf(entry));
    const personal = new Set([...Object.keys(entry.personal), ...(entry.secret ?? [])]);
    for (const column of columns) {
      if (!listed.has(column)) gaps.push(`column ${table}.${column} is not classified`);
      else if (LOOKS_PERSONAL.test(column) && !personal.has(column))
        gaps.push(`column ${table}.${column} looks like personal data but is classified plain`);
    }
    for (const column of listed)
      if (!columns.includes(column)) gaps.push(`column ${table}.${column} is mapped but missing`);
    const linked = "where" in entry.subject;
    const reachable = (linked && entry.erase !== undefined) || entry.ownerErased !== undefined;
    if (columns.some((column) => HOLDS_EMAIL.test(column)) && !reachable)
      gaps.push(`table ${table} holds e-mail addresses that export or erasure cannot reach`);
    if (Object.keys(entry.personal).length > 0 && entry.retention.length === 0)
      gaps.push(`table ${table} holds personal data without a retention rule`);
  }
  for (const table of mapped.keys())
    if (!(table in schema)) gaps.push(`table ${table} is mapped but missing`);
  return gaps;
}
