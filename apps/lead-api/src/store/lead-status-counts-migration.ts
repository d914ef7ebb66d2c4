/**
 * `lead_status_counts`: how many leads each status holds, in the inbox (`spam` 0) and in the spam
 * folder (`spam` 1), kept by triggers on `leads` in the same transaction as the change, so it is
 * always exactly `SELECT status, COUNT(*) FROM leads GROUP BY spam_reason IS NOT NULL, status`.
 * The lead list answers every page with its counts per status; for the unfiltered inbox and
 * spam folder (the first page staff see, and its status tabs) the store reads these few rows
 * instead of counting 250,000 index entries per call (issue 31, "At scale"). Appended to both
 * stores' migration lists; never edited once released.
 *
 * Every lead insert adds one to a row (usually `(0, 'new')`): on PostgreSQL two intake
 * transactions that commit at the same moment wait for each other on that row for the time of
 * a commit. A statement that changes many leads (the retention purge, a bulk import) updates each
 * touched row once (PostgreSQL: statement triggers with transition tables; the rows in key
 * order, so two such statements cannot deadlock on them).
 */
export const LEAD_STATUS_COUNTS_TABLE = "lead_status_counts";

const FILL = `
  INSERT INTO lead_status_counts (spam, status, n)
    SELECT CASE WHEN spam_reason IS NULL THEN 0 ELSE 1 END, status, COUNT(*)
    FROM leads GROUP BY 1, 2;
`;

const TABLE = `
  CREATE TABLE lead_status_counts (
    spam SMALLINT NOT NULL,
    status TEXT NOT NULL,
    n BIGINT NOT NULL,
    PRIMARY KEY (spam, status)
  );
  ${FILL}
`;

/** SQLite: row triggers, each an upsert of the count it changes. */
export const SQLITE_LEAD_STATUS_COUNTS_MIGRATION = (() => {
  const spam = (row: "new" | "old") => `CASE WHEN ${row}.spam_reason IS NULL THEN 0 ELSE 1 END`;
  const add = (row: "new" | "old", delta: 1 | -1) => `
    INSERT INTO lead_status_counts (spam, status, n) VALUES (${spam(row)}, ${row}.status, ${delta})
      ON CONFLICT (spam, status) DO UPDATE SET n = n + ${delta};`;
  return `
  ${TABLE}
  CREATE TRIGGER lead_status_counts_insert AFTER INSERT ON leads BEGIN ${add("new", 1)}
  END;
  CREATE TRIGGER lead_status_counts_delete AFTER DELETE ON leads BEGIN ${add("old", -1)}
  END;
  CREATE TRIGGER lead_status_counts_update AFTER UPDATE OF status, spam_reason ON leads
    WHEN old.status IS NOT new.status OR (old.spam_reason IS NULL) <> (new.spam_reason IS NULL)
  BEGIN ${add("old", -1)} ${add("new", 1)}
  END;
  `;
})();

/**
 * PostgreSQL: statement triggers with transition tables (one upsert per touched count, however
 * many leads the statement changed), the deltas summed per key and applied in key order.
 */
export const POSTGRES_LEAD_STATUS_COUNTS_MIGRATION = (() => {
  const rows = (table: string, delta: 1 | -1) =>
    `SELECT CASE WHEN spam_reason IS NULL THEN 0 ELSE 1 END AS spam, status, ${delta} AS d FROM ${table}`;
  const fn = (name: string, deltas: string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO lead_status_counts (spam, status, n)
      SELECT spam, status, SUM(d) FROM (${deltas}) AS deltas
      GROUP BY spam, status HAVING SUM(d) <> 0 ORDER BY spam, status
      ON CONFLICT (spam, status) DO UPDATE SET n = lead_status_counts.n + EXCLUDED.n;
    RETURN NULL;
  END
  $fn$;`;
  return `
  ${TABLE}
  ${fn("lead_status_counts_insert", rows("inserted", 1))}
  ${fn("lead_status_counts_delete", rows("deleted", -1))}
  ${fn("lead_status_counts_update", `${rows("deleted", -1)} UNION ALL ${rows("inserted", 1)}`)}
  CREATE TRIGGER lead_status_counts_insert AFTER INSERT ON leads
    REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION lead_status_counts_insert();
  CREATE TRIGGER lead_status_counts_delete AFTER DELETE ON leads
    REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION lead_status_counts_delete();
  CREATE TRIGGER lead_status_counts_update AFTER UPDATE ON leads
    REFERENCING OLD TABLE AS deleted NEW TABLE AS inserted
    FOR EACH STATEMENT EXECUTE FUNCTION lead_status_counts_update();
  `;
})();
