/**
 * The e-mail half of the transactional outbox: `mail_outbox` holds one row per e-mail to send
 * (written in the lead's own transaction, rendered from the lead at send time), and
 * `newsletter_subscriptions` the double opt-in of each newsletter signup, its confirmation token
 * stored only as a SHA-256 digest. Appended to both stores' migration lists under its own name;
 * never edited once released.
 */
export function mailOutboxMigration({ time, serial }: { time: string; serial: string }): string {
  return `
  CREATE TABLE mail_outbox (
    id ${serial},
    lead_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    token TEXT,
    created_at ${time} NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${time} NOT NULL,
    sending_until ${time},
    delivered_at ${time},
    dead_at ${time},
    last_error TEXT
  );
  CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE delivered_at IS NULL AND dead_at IS NULL;
  CREATE INDEX mail_outbox_lead ON mail_outbox (lead_id);
  CREATE TABLE newsletter_subscriptions (
    lead_id TEXT PRIMARY KEY,
    token_digest TEXT NOT NULL UNIQUE,
    created_at ${time} NOT NULL,
    expires_at ${time} NOT NULL,
    confirmed_at ${time}
  );
  `;
}

/** The tables of {@link mailOutboxMigration}, for tests that empty the database. */
export const MAIL_TABLES = ["mail_outbox", "newsletter_subscriptions"] as const;
