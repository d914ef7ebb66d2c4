import type Database from "better-sqlite3";
import type { SqliteWriter } from "./sqlite-writer";
import type { Row, StatementDatabase } from "./statement-database";

/**
 * Statements on the SQLite store: writes go through the store's writer thread (the only
 * write connection, group commit), reads use the request thread's connection, which in WAL mode
 * sees every commit the writer finished before the read began.
 */
export function sqliteStatementDatabase(
  db: Database.Database,
  writer: Pick<SqliteWriter, "run">,
): StatementDatabase {
  const prepared = new Map<string, Database.Statement>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  return {
    async run(statements) {
      const result = await writer.run(statements);
      return result.conflict ? null : result.changes;
    },
    all: async (sql, params) => statement(sql).all(...params) as Row[],
  };
}
