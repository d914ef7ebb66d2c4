import { LEAD_SORTS, LEAD_MIN_FILTERS, type LeadSort } from "@vantreo/contracts/core";
import { POSTGRES_SEARCH_VECTOR, SQLITE_SEARCH_TABLE } from "../store/desk-search-migration";
import type { LeadFilter } from "./lead-filter";

/** The SQL dialect a desk query is written for (only the free-text search differs). */
export type SqlDialect = "sqlite" | "postgres";

/** A WHERE clause (without `WHERE`) and its `?` parameters in order. */
export type SqlClause = { sql: string; params: (string | number)[] };

// A word character of SQLite's unicode61 tokenizer as the migration configures it: letters,
// digits, marks and private-use characters; everything else separates words.
const SEPARATORS = /[^\p{L}\p{N}\p{M}\p{Co}]+/u;

/**
 * The free-text search as phrases: each whitespace-separated word of `q` becomes the phrase of
 * its parts (`visitor.c@` → `visitor`, `c`, adjacent), each part matching as a prefix; a lead
 * matches when it holds every phrase, in any searched column. Empty when `q` has no word
 * characters at all (`%`, `@@`).
 */
export function searchPhrases(q: string): string[][] {
  return q
    .trim()
    .split(/\s+/)
    .map((word) => word.split(SEPARATORS).filter((part) => part !== ""))
    .filter((parts) => parts.length > 0);
}

/** The phrases as an FTS5 query: `"visitor"* + "c"* AND "ada"*`. */
export function fts5Query(phrases: string[][]): string {
  return phrases.map((parts) => parts.map((part) => `"${part}"*`).join(" + ")).join(" AND ");
}

/** The phrases as a PostgreSQL `tsquery`: `'visitor':* <-> 'c':* & 'ada':*`. */
export function tsQuery(phrases: string[][]): string {
  return phrases.map((parts) => parts.map((part) => `'${part}':*`).join(" <-> ")).join(" & ");
}

/**
 * `text` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` escaped (with
 * `ESCAPE '\'`, which SQLite and PostgreSQL both honour), lower-cased like the columns it is
 * compared with.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

const LIKE_SEARCHED = ["first_name || ' ' || last_name", "email", "company", "message"].map(
  (column) => `LOWER(${column}) LIKE ? ESCAPE '\\'`,
);

/**
 * The search condition: the full-text index (SQLite FTS5, PostgreSQL `tsvector` GIN) for a query
 * with words; a query of punctuation only (`100%` has a word, `%` has none) is matched literally
 * with LIKE over the same columns, which reads every row but needs no index to be exact.
 */
function searchCondition(q: string, dialect: SqlDialect): SqlClause {
  const phrases = searchPhrases(q);
  if (phrases.length === 0) {
    const pattern = containsPattern(q);
    return { sql: `(${LIKE_SEARCHED.join(" OR ")})`, params: LIKE_SEARCHED.map(() => pattern) };
  }
  if (dialect === "sqlite")
    return {
      sql: `leads.rowid IN (SELECT rowid FROM ${SQLITE_SEARCH_TABLE} WHERE ${SQLITE_SEARCH_TABLE} MATCH ?)`,
      params: [fts5Query(phrases)],
    };
  return {
    sql: `${POSTGRES_SEARCH_VECTOR} @@ to_tsquery('simple'::regconfig, ?)`,
    params: [tsQuery(phrases)],
  };
}

/** The folder a filter reads: the spam folder or the inbox. */
function folderCondition(filter: LeadFilter): string {
  return filter.spam ? "spam_reason IS NOT NULL" : "spam_reason IS NULL";
}

/**
 * Whether the filter's counts per status are those of its whole folder (the inbox or the spam
 * folder): no condition but the folder and, at most, the status (which the counts leave out).
 * Those counts are kept in `lead_status_counts` and need not be counted.
 */
export function countsOfWholeFolder(filter: LeadFilter): boolean {
  return (
    filterClause(filter, { withStatus: false, dialect: "sqlite" }).sql === folderCondition(filter)
  );
}

/**
 * The WHERE clause of a filter over `leads` (without `WHERE`), its `?` parameters in order.
 * `withStatus: false` leaves the status out, for the counts per status.
 */
export function filterClause(
  filter: LeadFilter,
  options: { withStatus: boolean; dialect: SqlDialect },
): SqlClause {
  const parts: string[] = [folderCondition(filter)];
  const params: (string | number)[] = [];
  const equal = (column: string, value: string | number | undefined) => {
    if (value === undefined) return;
    parts.push(`${column} = ?`);
    params.push(value);
  };
  equal("lead_type", filter.type);
  equal("source", filter.source);
  equal("locale", filter.locale);
  if (options.withStatus) equal("status", filter.status);
  if (filter.owner === "none") parts.push("owner_id IS NULL");
  else equal("owner_id", filter.owner);
  // Any booking the scheduler reported for the lead, cancelled ones included (the desk shows
  // their state); `bookings_lead` indexes the lookup.
  if (filter.booking !== undefined)
    parts.push(
      `${filter.booking ? "" : "NOT "}EXISTS (SELECT 1 FROM bookings WHERE bookings.lead_id = leads.id)`,
    );
  if (filter.reply !== undefined) {
    // The leads still awaiting their first contact (src/pipeline), by their reply-by time.
    parts.push(
      `first_contact_at IS NULL AND reply_by ${filter.reply === "overdue" ? "<" : ">="} ?`,
    );
    params.push(filter.now ?? Date.now());
  }
  if (filter.from !== undefined) {
    parts.push("received_at >= ?");
    params.push(filter.from);
  }
  if (filter.to !== undefined) {
    parts.push("received_at < ?");
    params.push(filter.to);
  }
  // The "at least" filters the lead record declares (`value_min` …), on their own columns.
  for (const { param, field } of LEAD_MIN_FILTERS) {
    const value = (filter as unknown as Record<string, unknown>)[param];
    if (typeof value !== "number") continue;
    parts.push(`${field.column} >= ?`);
    params.push(value);
  }
  if (filter.q !== undefined) {
    const search = searchCondition(filter.q, options.dialect);
    parts.push(search.sql);
    params.push(...search.params);
  }
  return { sql: parts.join(" AND "), params };
}

/**
 * The ORDER BY of an inbox order (`LEAD_SORTS`): the declared field highest first, leads without
 * a value last (`NULLS LAST`, which SQLite and PostgreSQL both read), then newest first and the
 * id, so every page is stable. Newest first (`received`) is the keyset the export walks.
 */
export function orderClause(sort: LeadSort): string {
  const field = LEAD_SORTS.find((entry) => entry.sort === sort)?.field;
  if (field === undefined || field.column === "received_at")
    return "ORDER BY received_at DESC, id DESC";
  return `ORDER BY ${field.column} DESC NULLS LAST, received_at DESC, id DESC`;
}
