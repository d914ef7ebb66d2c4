import type { ReportBreakdown } from "@vantreo/contracts/core";
import type { SqlDialect } from "../desk/lead-filter-sql";
import { DAY_MS, reportZoneSteps } from "./report-days";
import { literal, ON_CONTACT_PAGE } from "./report-sql";

/**
 * The pipeline report's roll-up (issue 32, "A report loads in ≤ 300 ms p95 at 250,000 leads"),
 * kept by triggers of `leads` in the same transaction as every change of a lead, so it always
 * equals {@link rollupFromScratch} over the leads as they are:
 *
 * - `report_daily`: per New York day (`report-days.ts`) × breakdown (`dim`, the report's
 *   `by`) × key (the lead's value of that breakdown; `key_null` 1 for a lead without it) × lead
 *   type × "came from the contact page", the genuine leads received that day, how far they went
 *   (the stages of `report-store.ts`) and the sum of their estimated values. Nine rows a day per
 *   distinct key, whatever the number of leads; a report reads the rows of its range and one `dim`.
 * - `report_first_contact`: per New York day × owner (`''` for none; staff ids are UUIDs) ×
 *   time to first contact in ms, how many genuine contacted leads had it (`n`). The percentile
 *   pass reads the range's rows of this narrow table instead of the leads.
 * - `report_zone_offsets`: the instants New York's offset from UTC changes at, from `Intl`
 *   ({@link reportZoneSteps}; 1970–2100), which both stores read the day of an instant from.
 *
 * A row whose count falls to 0 stays (all its sums are 0 then; the report skips it): their number
 * is bounded by the keys ever used. Neither table names a lead or a person: counts per day,
 * attribution value and staff account (see the personal-data map); an erased lead's share leaves
 * with it (the delete trigger).
 */
export const ROLLUP_TABLES = ["report_daily", "report_first_contact", "report_zone_offsets"];

/** Each breakdown's column of `leads` (`report-columns-migration.ts` for the attribution). */
export const ROLLUP_DIMENSIONS: Record<ReportBreakdown, string> = {
  source: "source",
  lead_type: "lead_type",
  locale: "locale",
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  service: "service_slug",
  host: "landing_host",
  landing_page: "landing_path",
};

/** The columns of `leads` the roll-up of a lead depends on. */
const DAILY_INPUTS = [
  "received_at",
  "spam_reason",
  "status",
  "lead_type",
  ...new Set(Object.values(ROLLUP_DIMENSIONS)),
  "history_contacted_at",
  "history_qualified_at",
  "history_won_at",
  "history_lost_at",
  "estimated_value",
].filter((name, index, all) => all.indexOf(name) === index);

const FIRST_CONTACT_INPUTS = ["received_at", "spam_reason", "owner_id", "history_contacted_at"];

const COUNTS = ["leads", "contacted", "qualified", "won", "lost", "estimated_value"];
const DAILY_KEY = ["dim", "day", "key_null", "key_value", "lead_type", "contact_page"];
const FIRST_CONTACT_KEY = ["day", "owner_id", "ms"];

/** The New York day of `received_at` of the rows at hand, from `report_zone_offsets`. */
const DAY_OF = `(received_at + (SELECT offset_ms FROM report_zone_offsets
  WHERE since <= received_at ORDER BY since DESC LIMIT 1)) / ${DAY_MS}`;

/**
 * The stage flags of a lead (the rules of `report-store.ts`): contacted = ever at contacted or
 * beyond or replied to; qualified = ever at qualified or won; won / lost = the outcome now (the
 * status, or for an archived lead the later of its last moves to won and to lost).
 */
const STAGES = {
  contacted: `CASE WHEN status IN ('contacted', 'qualified', 'won', 'lost')
    OR history_contacted_at IS NOT NULL THEN 1 ELSE 0 END`,
  qualified: `CASE WHEN status IN ('qualified', 'won') OR history_qualified_at IS NOT NULL
    THEN 1 ELSE 0 END`,
  won: `CASE WHEN status = 'won' OR (status = 'archived' AND history_won_at IS NOT NULL
    AND (history_lost_at IS NULL OR history_won_at > history_lost_at)) THEN 1 ELSE 0 END`,
  lost: `CASE WHEN status = 'lost' OR (status = 'archived' AND history_lost_at IS NOT NULL
    AND (history_won_at IS NULL OR history_lost_at > history_won_at)) THEN 1 ELSE 0 END`,
};

/** The breakdowns as rows (`dim`), crossed with each lead: both stores, no `LATERAL`. */
const DIMENSIONS = Object.keys(ROLLUP_DIMENSIONS)
  .map((dim) => `SELECT ${literal(dim)} AS dim`)
  .join(" UNION ALL ");

/** The lead's value of the breakdown of the row `dims` (`x.d_<breakdown>`). */
const dimensionValue = `CASE dims.dim ${Object.keys(ROLLUP_DIMENSIONS)
  .map((dim) => `WHEN ${literal(dim)} THEN x.d_${dim}`)
  .join(" ")} END`;

/**
 * The signed rows (`sign` 1 or −1) of `report_daily` that the leads of `source` (a `FROM` item
 * holding the columns of {@link DAILY_INPUTS}) add, one per lead and breakdown; spam adds none.
 * "Came from the contact page" is `ON_CONTACT_PAGE` of `report-sql.ts` over `landing_path`.
 */
function dailyRows(source: string, sign: string): string {
  const stages = Object.entries(STAGES).map(([name, sql]) => `${sql} AS ${name}`);
  const dimensions = Object.entries(ROLLUP_DIMENSIONS).map(
    ([dim, column]) => `${column} AS d_${dim}`,
  );
  return `SELECT dims.dim AS dim, x.day AS day,
      CASE WHEN ${dimensionValue} IS NULL THEN 1 ELSE 0 END AS key_null,
      COALESCE(${dimensionValue}, '') AS key_value, x.lead_type AS lead_type,
      x.contact_page AS contact_page, ${sign} AS leads, ${sign} * x.contacted AS contacted,
      ${sign} * x.qualified AS qualified, ${sign} * x.won AS won, ${sign} * x.lost AS lost,
      ${sign} * x.estimated_value AS estimated_value
    FROM (SELECT ${DAY_OF} AS day, COALESCE(lead_type, '') AS lead_type,
        CASE WHEN ${ON_CONTACT_PAGE} THEN 1 ELSE 0 END AS contact_page, ${stages.join(", ")},
        COALESCE(estimated_value, 0) AS estimated_value, ${dimensions.join(", ")}
      FROM (SELECT s.*, s.landing_path AS path FROM ${source} s) src
      WHERE spam_reason IS NULL) x
    CROSS JOIN (${DIMENSIONS}) dims`;
}

/** The signed rows of `report_first_contact` the leads of `source` add (contacted, no spam). */
function firstContactRows(source: string, sign: string): string {
  return `SELECT ${DAY_OF} AS day, COALESCE(owner_id, '') AS owner_id,
      history_contacted_at - received_at AS ms, ${sign} AS n
    FROM ${source} WHERE spam_reason IS NULL AND history_contacted_at IS NOT NULL`;
}

/**
 * Adds the signed rows of `deltas` to `table`: summed per key, only keys that change, in key
 * order (two PostgreSQL transactions touching the same rows cannot deadlock on them).
 */
function apply(
  table: string,
  key: string[],
  counts: string[],
  deltas: string,
  conflict = key,
): string {
  const sums = counts.map((name) => `SUM(${name}) AS ${name}`);
  const changed = counts.map((name) => `SUM(${name}) <> 0`).join(" OR ");
  return `INSERT INTO ${table} (${[...key, ...counts].join(", ")})
    SELECT ${key.join(", ")}, ${sums.join(", ")} FROM (${deltas}) deltas WHERE 1 = 1
    GROUP BY ${key.join(", ")} HAVING ${changed} ORDER BY ${key.join(", ")}
    ON CONFLICT (${conflict.join(", ")}) DO UPDATE SET
      ${counts.map((name) => `${name} = ${table}.${name} + excluded.${name}`).join(", ")}`;
}

/**
 * `report_daily`'s unique key in PostgreSQL: the breakdown's value by its MD5. A btree entry
 * holds at most about 2.7 kB, and a visitor's campaign (1,000 characters) or landing path may
 * take more in UTF-8; SQLite has no such limit and keys the value itself.
 */
const POSTGRES_DAILY_KEY = DAILY_KEY.map((name) =>
  name === "key_value" ? "md5(key_value)" : name,
);

const applyDaily = (deltas: string, dialect: SqlDialect) =>
  apply(
    "report_daily",
    DAILY_KEY,
    COUNTS,
    deltas,
    dialect === "postgres" ? POSTGRES_DAILY_KEY : DAILY_KEY,
  );
const applyFirstContact = (deltas: string) =>
  apply("report_first_contact", FIRST_CONTACT_KEY, ["n"], deltas);

/**
 * The roll-up recomputed from the leads as they are (the backfill, and what the tests compare
 * the trigger-kept tables with): `SELECT`s of each table's key and counts, rows that are 0 left out.
 */
export function rollupFromScratch(): { daily: string; firstContact: string } {
  const group = (key: string[], counts: string[], rows: string) =>
    `SELECT ${key.join(", ")}, ${counts.map((name) => `SUM(${name}) AS ${name}`).join(", ")}
      FROM (${rows}) r GROUP BY ${key.join(", ")}`;
  return {
    daily: group(DAILY_KEY, COUNTS, dailyRows("leads", "1")),
    firstContact: group(FIRST_CONTACT_KEY, ["n"], firstContactRows("leads", "1")),
  };
}

/** The tables, New York's offsets and the backfill: the same in both stores but for types. */
function tables(dialect: SqlDialect): string {
  const big = dialect === "sqlite" ? "INTEGER" : "BIGINT";
  const withoutRowid = dialect === "sqlite" ? " WITHOUT ROWID" : "";
  const steps = reportZoneSteps()
    .map((step) => `(${step.since}, ${step.offsetMs})`)
    .join(", ");
  const scratch = rollupFromScratch();
  return `
  CREATE TABLE report_zone_offsets (since ${big} PRIMARY KEY, offset_ms ${big} NOT NULL)${withoutRowid};
  INSERT INTO report_zone_offsets (since, offset_ms) VALUES ${steps};
  CREATE TABLE report_daily (
    dim TEXT NOT NULL, day ${big} NOT NULL, key_null SMALLINT NOT NULL, key_value TEXT NOT NULL,
    lead_type TEXT NOT NULL, contact_page SMALLINT NOT NULL,
    ${COUNTS.map((name) => `${name} ${big} NOT NULL`).join(", ")}${
      dialect === "sqlite" ? `, PRIMARY KEY (${DAILY_KEY.join(", ")})` : ""
    }
  )${withoutRowid};${
    dialect === "postgres"
      ? `\n  CREATE UNIQUE INDEX report_daily_key ON report_daily (${POSTGRES_DAILY_KEY.join(", ")});`
      : ""
  }
  CREATE TABLE report_first_contact (
    day ${big} NOT NULL, owner_id TEXT NOT NULL, ms ${big} NOT NULL, n ${big} NOT NULL,
    PRIMARY KEY (${FIRST_CONTACT_KEY.join(", ")})
  )${withoutRowid};
  INSERT INTO report_daily (${[...DAILY_KEY, ...COUNTS].join(", ")}) ${scratch.daily};
  INSERT INTO report_first_contact (${[...FIRST_CONTACT_KEY, "n"].join(", ")}) ${scratch.firstContact};
  `;
}

/** The columns of `row` (`new` / `old`) as a one-row `FROM` item (SQLite's row triggers). */
const rowOf = (row: string, columns: string[]) =>
  `(SELECT ${columns.map((name) => `${row}.${name} AS ${name}`).join(", ")})`;

/** `old` and `new` differ in one of `columns` (SQLite). */
const changed = (columns: string[]) =>
  columns.map((name) => `old.${name} IS NOT new.${name}`).join(" OR ");

/**
 * SQLite: row triggers after insert, delete and an update of a column the roll-up depends on,
 * each one upsert per table. An update takes the old row's share away and adds the new one's
 * (the attribution trigger's update after an insert too, whichever fires first).
 */
export function sqliteReportRollupMigration(): string {
  const both = (deltas: (columns: string[]) => string) => ({
    daily: applyDaily(deltas(DAILY_INPUTS), "sqlite"),
    first: applyFirstContact(deltas(FIRST_CONTACT_INPUTS)),
  });
  const inserted = both((columns) => dailyOrFirst(columns, "new", "1"));
  const deleted = both((columns) => dailyOrFirst(columns, "old", "-1"));
  const update = (columns: string[]) =>
    `${dailyOrFirst(columns, "old", "-1")} UNION ALL ${dailyOrFirst(columns, "new", "1")}`;
  return `
  ${tables("sqlite")}
  CREATE TRIGGER report_rollup_insert AFTER INSERT ON leads BEGIN
    ${inserted.daily};
    ${inserted.first};
  END;
  CREATE TRIGGER report_rollup_delete AFTER DELETE ON leads BEGIN
    ${deleted.daily};
    ${deleted.first};
  END;
  CREATE TRIGGER report_daily_update AFTER UPDATE OF ${DAILY_INPUTS.join(", ")} ON leads
    WHEN ${changed(DAILY_INPUTS)}
  BEGIN
    ${applyDaily(update(DAILY_INPUTS), "sqlite")};
  END;
  CREATE TRIGGER report_first_contact_update AFTER UPDATE OF ${FIRST_CONTACT_INPUTS.join(", ")} ON leads
    WHEN ${changed(FIRST_CONTACT_INPUTS)}
  BEGIN
    ${applyFirstContact(update(FIRST_CONTACT_INPUTS))};
  END;
  `;
}

/** The signed rows of one SQLite trigger row for the table whose inputs are `columns`. */
function dailyOrFirst(columns: string[], row: string, sign: string): string {
  return columns === DAILY_INPUTS
    ? dailyRows(rowOf(row, columns), sign)
    : firstContactRows(rowOf(row, columns), sign);
}

/**
 * PostgreSQL: statement triggers with transition tables (like `lead_status_counts`), so a bulk
 * insert, update or purge applies its leads' shares in one upsert per table.
 */
export function postgresReportRollupMigration(): string {
  const fn = (name: string, deltas: (rows: typeof dailyRows) => string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    ${applyDaily(deltas(dailyRows), "postgres")};
    ${applyFirstContact(deltas(firstContactRows))};
    RETURN NULL;
  END
  $fn$;`;
  return `
  ${tables("postgres")}
  ${fn("report_rollup_insert", (rows) => rows("inserted", "1"))}
  ${fn("report_rollup_delete", (rows) => rows("deleted", "-1"))}
  ${fn("report_rollup_update", (rows) => `${rows("deleted", "-1")} UNION ALL ${rows("inserted", "1")}`)}
  CREATE TRIGGER report_rollup_insert AFTER INSERT ON leads
    REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_insert();
  CREATE TRIGGER report_rollup_delete AFTER DELETE ON leads
    REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_delete();
  CREATE TRIGGER report_rollup_update AFTER UPDATE ON leads
    REFERENCING OLD TABLE AS deleted NEW TABLE AS inserted
    FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_update();
  `;
}
