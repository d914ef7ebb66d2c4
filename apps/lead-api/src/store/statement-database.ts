/** One SQL statement with positional `?` parameters; the PostgreSQL store renumbers them. */
export type Statement = {
  sql: string;
  params: (string | number | null)[];
  /** The whole unit is undone when this statement changes no row. */
  mustChange?: boolean;
};

/** A row as a driver returns it (PostgreSQL's BIGINT already parsed to a number). */
export type Row = Record<string, unknown>;

/**
 * What the data room and the personal-data operations need of a database: run statements
 * atomically (null when a `mustChange` statement changed nothing and the unit was undone;
 * otherwise each statement's changed-row count) and read rows. SQLite and PostgreSQL each
 * provide one, so a statement list written once runs on both.
 */
export type StatementDatabase = {
  run(statements: Statement[]): Promise<number[] | null>;
  all(sql: string, params: (string | number | null)[]): Promise<Row[]>;
};
