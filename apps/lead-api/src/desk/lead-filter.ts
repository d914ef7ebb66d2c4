import type { LeadFilter } from "@vantreo/contracts";

// The filter is the contract's (`leadQuerySchema` of @vantreo/contracts validates the query
// string); this module turns it into SQL for both stores.
export type { LeadFilter };

/**
 * `text` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` escaped (with
 * `ESCAPE '\'`, which SQLite and PostgreSQL both honour), lower-cased like the columns it is
 * compared with.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

const SEARCHED = ["first_name || ' ' || last_name", "email", "company", "message"].map(
  (column) => `LOWER(${column}) LIKE ? ESCAPE '\\'`,
);

/**
 * The WHERE clause of a filter over `leads` (without `WHERE`), its `?` parameters in order.
 * `withStatus: false` leaves the status out, for the counts per status.
 */
export function filterClause(
  filter: LeadFilter,
  options: { withStatus: boolean },
): { sql: string; params: (string | number)[] } {
  const parts: string[] = [filter.spam ? "spam_reason IS NOT NULL" : "spam_reason IS NULL"];
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
  if (filter.from !== undefined) {
    parts.push("received_at >= ?");
    params.push(filter.from);
  }
  if (filter.to !== undefined) {
    parts.push("received_at < ?");
    params.push(filter.to);
  }
  if (filter.q !== undefined) {
    const pattern = containsPattern(filter.q);
    parts.push(`(${SEARCHED.join(" OR ")})`);
    params.push(...SEARCHED.map(() => pattern));
  }
  return { sql: parts.join(" AND "), params };
}
