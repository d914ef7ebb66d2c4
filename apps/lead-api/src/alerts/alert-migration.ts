/**
 * The chat alerts' schema (issue #32, "Integrations"), as one migration of the lead store:
 * - `alert_rules`: the owners' rules, each a channel (Slack or Teams), its incoming webhook URL
 *   (a credential: never answered in full, never logged), the lead types it fires for
 *   (`,demo-request,assessment,`; empty: every lead but newsletter signups), the language of the
 *   message and whether it is on;
 * - `alert_outbox`: one row per lead and matching rule, written in the lead's own transaction and
 *   delivered by the alert relay with the outbox's lease, retries and backoff.
 * Appended to both stores' migration lists; never edited once released.
 */
export function alertMigration({ time, serial }: { time: string; serial: string }): string {
  return `
  CREATE TABLE alert_rules (
    id TEXT PRIMARY KEY,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    channel TEXT NOT NULL,
    webhook_url TEXT NOT NULL,
    lead_types TEXT NOT NULL,
    locale TEXT NOT NULL,
    enabled INTEGER NOT NULL,
    updated_at ${time} NOT NULL
  );
  CREATE TABLE alert_outbox (
    id ${serial},
    lead_id TEXT NOT NULL,
    rule_id TEXT NOT NULL,
    created_at ${time} NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${time} NOT NULL,
    sending_until ${time},
    delivered_at ${time},
    dead_at ${time},
    last_error TEXT
  );
  CREATE INDEX alert_outbox_due ON alert_outbox (next_attempt_at) WHERE delivered_at IS NULL AND dead_at IS NULL;
  CREATE INDEX alert_outbox_lead ON alert_outbox (lead_id);
  `;
}

/** The tables of {@link alertMigration}, for tests that empty the database. */
export const ALERT_TABLES = ["alert_rules", "alert_outbox"] as const;
