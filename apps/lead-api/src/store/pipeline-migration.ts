/** Column types of one SQL dialect (`time`: ms since the epoch). */
type Dialect = { time: string };

/**
 * The pipeline's schema (issue #32, routing and the one-business-day clock), as one migration of
 * the lead store:
 * - each lead's reply-by time, its owner's reminder time (75 % of the way) and its first contact
 *   (a reply from the desk, or the move to `contacted` or later), and the routing rule that
 *   assigned it;
 * - `routing_rules` (ordered; the first rule whose criterion matches the lead assigns it),
 *   `routing_members` (the rule's team, round robin: the member whose turn is oldest) and
 *   `routing_settings` (the one fallback owner);
 * - `sla_notices`: one row per lead and notice (reminder, escalation), so each is queued once.
 * Appended to both stores' migration lists; never edited once released.
 */
export function pipelineMigration({ time }: Dialect): string {
  return `
  ALTER TABLE leads ADD COLUMN reply_by ${time};
  ALTER TABLE leads ADD COLUMN remind_at ${time};
  ALTER TABLE leads ADD COLUMN first_contact_at ${time};
  ALTER TABLE leads ADD COLUMN routing_rule_id TEXT;
  CREATE INDEX leads_reply_due ON leads (reply_by) WHERE first_contact_at IS NULL AND spam_reason IS NULL;
  CREATE TABLE routing_rules (
    id TEXT PRIMARY KEY,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    title_json TEXT NOT NULL,
    criterion TEXT NOT NULL,
    value TEXT NOT NULL,
    turn INTEGER NOT NULL DEFAULT 0,
    updated_at ${time} NOT NULL
  );
  CREATE TABLE routing_members (
    rule_id TEXT NOT NULL,
    staff_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    last_turn INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (rule_id, staff_id)
  );
  CREATE TABLE routing_settings (
    id INTEGER PRIMARY KEY,
    fallback_owner_id TEXT,
    updated_at ${time} NOT NULL
  );
  CREATE TABLE sla_notices (
    lead_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    at ${time} NOT NULL,
    PRIMARY KEY (lead_id, kind)
  );
  `;
}

/** The tables of {@link pipelineMigration}, for tests that empty the database. */
export const PIPELINE_TABLES = [
  "routing_rules",
  "routing_members",
  "routing_settings",
  "sla_notices",
] as const;
