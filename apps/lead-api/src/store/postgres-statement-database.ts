import type pg from "pg";
import { toStorageError } from "./storage-error";
import type { Row, StatementDatabase } from "./statement-database";

/** `?` placeholders as PostgreSQL's `$1, $2, …` (no statement here has a `?` in a literal). */
export const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

/**
 * Statements on the PostgreSQL store: each unit of statements is one transaction, rolled back
 * when a `mustChange` statement changed no row.
 */
export function postgresStatementDatabase(pool: pg.Pool): StatementDatabase {
  return {
    async run(statements) {
      const client = await pool.connect().catch((error: unknown) => {
        throw toStorageError(error);
      });
      try {
        await client.query("BEGIN");
        const changes: number[] = [];
        for (const { sql, params, mustChange } of statements) {
          const result = await client.query(numbered(sql), params);
          if (mustChange && result.rowCount === 0) {
            await client.query("ROLLBACK");
            return null;
          }
          changes.push(result.rowCount ?? 0);
        }
        await client.query("COMMIT");
        return changes;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw toStorageError(error);
      } finally {
        client.release();
      }
    },
    async all(sql, params) {
      try {
        return (await pool.query<Row>(numbered(sql), params)).rows;
      } catch (error) {
        throw toStorageError(error);
      }
    },
  };
}
