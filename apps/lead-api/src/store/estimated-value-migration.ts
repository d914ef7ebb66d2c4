/**
 * The inbox ordered by the staff's estimate of the deal (`sort=value`, highest first, leads
 * without an estimate last, then newest first) and its `value_min` filter read this index
 * instead of sorting every lead: partial on `spam_reason IS NULL` like the other inbox indexes
 * (store/README.md). SQLite puts NULL below every number, so its descending order already ends
 * with the leads without an estimate; PostgreSQL's must say `NULLS LAST` to match the query.
 * Appended to both stores' migration lists; never edited once released.
 */
export const SQLITE_ESTIMATED_VALUE_MIGRATION = `
  CREATE INDEX leads_inbox_value ON leads (estimated_value DESC, received_at DESC, id DESC) WHERE spam_reason IS NULL;
`;

/** {@link SQLITE_ESTIMATED_VALUE_MIGRATION} for PostgreSQL. */
export const POSTGRES_ESTIMATED_VALUE_MIGRATION = `
  CREATE INDEX leads_inbox_value ON leads (estimated_value DESC NULLS LAST, received_at DESC, id DESC) WHERE spam_reason IS NULL;
`;
