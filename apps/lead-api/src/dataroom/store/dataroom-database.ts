import type { DataroomStatement } from "./dataroom-statements";

/** A row as a driver returns it. */
export type Row = Record<string, unknown>;

/**
 * What the data-room store needs of a database: run statements atomically (null when a
 * `mustChange` statement changed nothing and the unit was undone; otherwise each statement's
 * changed-row count) and read rows. SQLite and PostgreSQL each provide one.
 */
export type DataroomDatabase = {
  run(statements: DataroomStatement[]): Promise<number[] | null>;
  all(sql: string, params: (string | number | null)[]): Promise<Row[]>;
};
