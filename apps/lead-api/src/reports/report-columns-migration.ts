import type { SqlDialect } from "../desk/lead-filter-sql";
import { metadataText, movedTo, serviceKey, urlSteps } from "./report-sql";

/**
 * The attribution a report breaks leads down by, derived from the lead's `metadata` (JSON) and
 * `page_url`, as columns of `leads` (name → what it holds):
 */
export const ATTRIBUTION_COLUMNS = {
  utm_source: "the metadata's `utm_source` (null when absent or empty)",
  utm_medium: "the metadata's `utm_medium`",
  utm_campaign: "the metadata's `utm_campaign`",
  landing_path: "the path of `page_url` (query and fragment left out)",
  landing_host: "the host of `page_url` (null for a relative URL)",
  service_slug: "the metadata's `utm_service`, else the slug of the service page it came from",
} as const;

/**
 * How far a lead went, from its history (`desk_audit` rows of `lead.changed`), as columns of
 * `leads`: the first contact (the first move to contacted or beyond, or the first reply from the
 * desk in `lead_replies` if that came earlier: issue 32, a reply is a first contact), the first
 * move to qualified or won, and the last moves to won and to lost.
 */
export const HISTORY_COLUMNS = {
  history_contacted_at:
    "MIN(CASE WHEN moved_to IN ('contacted', 'qualified', 'won', 'lost') THEN at END)",
  history_qualified_at: "MIN(CASE WHEN moved_to IN ('qualified', 'won') THEN at END)",
  history_won_at: "MAX(CASE WHEN moved_to = 'won' THEN at END)",
  history_lost_at: "MAX(CASE WHEN moved_to = 'lost' THEN at END)",
} as const;

const attributionNames = Object.keys(ATTRIBUTION_COLUMNS);

/**
 * The attribution of the rows of `source` (a `SELECT` giving `id`, `page_url` and `metadata`):
 * the URL split in steps, one derived table each, so no expression repeats the one before it.
 */
export function attributionOf(dialect: SqlDialect, source: string): string {
  const url = urlSteps(dialect);
  return `SELECT id, ${metadataText(dialect, "utm_source")} AS utm_source,
      ${metadataText(dialect, "utm_medium")} AS utm_medium,
      ${metadataText(dialect, "utm_campaign")} AS utm_campaign,
      path AS landing_path, host AS landing_host, ${serviceKey(dialect)} AS service_slug
    FROM (SELECT s3.*, ${url.path} AS path
      FROM (SELECT s2.*, ${url.host} AS host, ${url.path1} AS path1
        FROM (SELECT s1.*, ${url.host0} AS host0, ${url.path0} AS path0
          FROM (SELECT s0.*, ${url.rest} AS rest FROM (${source}) s0) s1) s2) s3) s4`;
}

/** The history facts of {@link HISTORY_COLUMNS} per lead id, from `desk_audit`. */
function historyOf(dialect: SqlDialect): string {
  const facts = Object.entries(HISTORY_COLUMNS).map(
    ([name, aggregate]) =>
      `${aggregate.replaceAll("moved_to", `(${movedTo(dialect)})`)} AS ${name}`,
  );
  return `SELECT lead_id, ${facts.join(", ")} FROM desk_audit WHERE event = 'lead.changed' GROUP BY lead_id`;
}

/** `UPDATE leads SET a = d.a, … FROM (derived) d WHERE leads.id = d.<key>`: both stores. */
const updateFrom = (names: string[], derived: string, key: string) =>
  `UPDATE leads SET ${names.map((n) => `${n} = d.${n}`).join(", ")} FROM (${derived}) d WHERE leads.id = d.${key}`;

/**
 * One history row's effect on its lead (the trigger of `desk_audit`): `row` is the new row
 * (`new` in SQLite, `NEW` in PL/pgSQL); the same rules as {@link HISTORY_COLUMNS} folded in one
 * row at a time.
 */
function historyStep(dialect: SqlDialect, row: string): string {
  const moved = `(${movedTo(dialect).replace("details", `${row}.details`)})`;
  const at = `${row}.at`;
  return `UPDATE leads SET
      history_contacted_at = CASE WHEN ${moved} IN ('contacted', 'qualified', 'won', 'lost')
        AND (history_contacted_at IS NULL OR ${at} < history_contacted_at) THEN ${at} ELSE history_contacted_at END,
      history_qualified_at = CASE WHEN ${moved} IN ('qualified', 'won')
        AND (history_qualified_at IS NULL OR ${at} < history_qualified_at) THEN ${at} ELSE history_qualified_at END,
      history_won_at = CASE WHEN ${moved} = 'won'
        AND (history_won_at IS NULL OR ${at} > history_won_at) THEN ${at} ELSE history_won_at END,
      history_lost_at = CASE WHEN ${moved} = 'lost'
        AND (history_lost_at IS NULL OR ${at} > history_lost_at) THEN ${at} ELSE history_lost_at END
    WHERE id = ${row}.lead_id`;
}

/** One reply's effect on its lead (the trigger of `lead_replies`): an earlier first contact. */
const replyStep = (row: string) =>
  `UPDATE leads SET history_contacted_at = CASE WHEN history_contacted_at IS NULL
      OR ${row}.created_at < history_contacted_at THEN ${row}.created_at ELSE history_contacted_at END
    WHERE id = ${row}.lead_id`;

/** The statements that fill the columns of rows already stored (the migration's backfill). */
export function reportColumnsBackfill(dialect: SqlDialect): string[] {
  return [
    updateFrom(
      attributionNames,
      attributionOf(dialect, "SELECT id, page_url, metadata FROM leads"),
      "id",
    ),
    updateFrom(Object.keys(HISTORY_COLUMNS), historyOf(dialect), "lead_id"),
    `UPDATE leads SET history_contacted_at = d.created_at
      FROM (SELECT lead_id, MIN(created_at) AS created_at FROM lead_replies GROUP BY lead_id) d
      WHERE leads.id = d.lead_id
        AND (leads.history_contacted_at IS NULL OR d.created_at < leads.history_contacted_at)`,
  ];
}

/**
 * SQLite's index of the reports: the genuine leads by receipt, holding every column a report
 * reads, so a report is answered from the index alone (`spam_reason` last, always null in it:
 * see `desk-search-migration.ts`). PostgreSQL has none of its own: it reads the range from
 * `leads_inbox` and the rows from the table, and a btree entry there may not exceed about 2.7 kB,
 * which a lead's long campaign values and path could.
 */
const REPORT_INDEX = `CREATE INDEX leads_report ON leads (received_at, status, owner_id, lead_type,
    source, locale, ${attributionNames.join(", ")}, ${Object.keys(HISTORY_COLUMNS).join(", ")},
    estimated_value, spam_reason) WHERE spam_reason IS NULL;`;

const addColumns = (time: string) =>
  [
    ...attributionNames.map((name) => `ALTER TABLE leads ADD COLUMN ${name} TEXT;`),
    `ALTER TABLE leads ADD COLUMN history_contacted_at ${time};`,
    `ALTER TABLE leads ADD COLUMN history_qualified_at ${time};`,
    `ALTER TABLE leads ADD COLUMN history_won_at ${time};`,
    `ALTER TABLE leads ADD COLUMN history_lost_at ${time};`,
  ].join("\n  ");

/**
 * The reports at scale (issue 32, "A report loads in ≤ 300 ms p95 at 250,000 leads"): the
 * attribution and the history facts a report reads, stored in columns of `leads` instead of
 * derived from JSON, URLs and the history on every call.
 *
 * - On insert: a trigger of `leads` derives {@link ATTRIBUTION_COLUMNS} from the new row with
 *   the same SQL as the backfill (so every writer, the API's and a bulk load alike, gets them);
 *   a trigger of `desk_audit` folds each `lead.changed` row into {@link HISTORY_COLUMNS}, and one
 *   of `lead_replies` each reply into the first contact.
 * - Existing rows: the backfill statements of {@link reportColumnsBackfill}.
 * - SQLite: the covering index `leads_report` ({@link REPORT_INDEX}).
 *
 * Appended to both stores' migration lists; never edited once released.
 */
export function sqliteReportColumnsMigration(): string {
  const derived = attributionOf(
    "sqlite",
    "SELECT new.id AS id, new.page_url AS page_url, new.metadata AS metadata",
  );
  return `
  ${addColumns("INTEGER")}
  ${reportColumnsBackfill("sqlite")
    .map((sql) => `${sql};`)
    .join("\n  ")}
  ${REPORT_INDEX}
  CREATE TRIGGER leads_attribution AFTER INSERT ON leads BEGIN
    UPDATE leads SET (${attributionNames.join(", ")}) =
      (SELECT ${attributionNames.join(", ")} FROM (${derived})) WHERE id = new.id;
  END;
  CREATE TRIGGER desk_audit_history AFTER INSERT ON desk_audit WHEN new.event = 'lead.changed' BEGIN
    ${historyStep("sqlite", "new")};
  END;
  CREATE TRIGGER lead_replies_contact AFTER INSERT ON lead_replies BEGIN
    ${replyStep("new")};
  END;
  `;
}

/** {@link sqliteReportColumnsMigration} for PostgreSQL (PL/pgSQL trigger functions). */
export function postgresReportColumnsMigration(): string {
  const derived = attributionOf(
    "postgres",
    "SELECT NEW.id AS id, NEW.page_url AS page_url, NEW.metadata AS metadata",
  );
  return `
  ${addColumns("BIGINT")}
  ${reportColumnsBackfill("postgres")
    .map((sql) => `${sql};`)
    .join("\n  ")}
  CREATE FUNCTION leads_attribution() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    SELECT ${attributionNames.map((n) => `d.${n}`).join(", ")}
      INTO ${attributionNames.map((n) => `NEW.${n}`).join(", ")} FROM (${derived}) d;
    RETURN NEW;
  END
  $fn$;
  CREATE TRIGGER leads_attribution BEFORE INSERT ON leads
    FOR EACH ROW EXECUTE FUNCTION leads_attribution();
  CREATE FUNCTION desk_audit_history() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    ${historyStep("postgres", "NEW")};
    RETURN NULL;
  END
  $fn$;
  CREATE TRIGGER desk_audit_history AFTER INSERT ON desk_audit
    FOR EACH ROW WHEN (NEW.event = 'lead.changed') EXECUTE FUNCTION desk_audit_history();
  CREATE FUNCTION lead_replies_contact() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    ${replyStep("NEW")};
    RETURN NULL;
  END
  $fn$;
  CREATE TRIGGER lead_replies_contact AFTER INSERT ON lead_replies
    FOR EACH ROW EXECUTE FUNCTION lead_replies_contact();
  `;
}
