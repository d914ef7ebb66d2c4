/** Column types of one SQL dialect. */
type Dialect = { time: string; serial: string };

/**
 * The lead desk's schema, as one migration of the lead store: every lead gets a workflow
 * `status`, an `owner_id` (a staff account), a `version` for optimistic concurrency and the time
 * of its last desk change; `desk_audit` records everything staff did to a lead or a data-subject
 * request (notes included). `data_requests` already has its `status`. Appended to both stores'
 * migration lists; never edited once released.
 */
export function deskMigration({ time, serial }: Dialect): string {
  return `
  ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
  ALTER TABLE leads ADD COLUMN owner_id TEXT;
  ALTER TABLE leads ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE leads ADD COLUMN updated_at ${time};
  CREATE INDEX leads_status ON leads (status);
  CREATE INDEX leads_owner ON leads (owner_id);
  CREATE TABLE desk_audit (
    id ${serial},
    lead_id TEXT NOT NULL,
    actor_id TEXT NOT NULL,
    actor_email TEXT NOT NULL,
    event TEXT NOT NULL,
    details TEXT NOT NULL,
    at ${time} NOT NULL
  );
  CREATE INDEX desk_audit_lead ON desk_audit (lead_id);
  CREATE INDEX desk_audit_at ON desk_audit (at);
  `;
}

/** The tables of {@link deskMigration}, for tests that empty the database. */
export const DESK_TABLES = ["desk_audit"] as const;
