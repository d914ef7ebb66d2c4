/** Column types of one SQL dialect. */
type Dialect = { time: string; serial: string };

/**
 * The staff identity's tables, as one migration of the lead store: accounts (e-mail unique as
 * stored, always lower-cased), sessions stored only as SHA-256 digests of their tokens, and the
 * sign-in audit. Appended to both stores' migration lists; never edited once released.
 */
export function staffMigration({ time, serial }: Dialect): string {
  return `
  CREATE TABLE staff_accounts (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    roles TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    totp_secret TEXT NOT NULL,
    totp_last_step ${time},
    disabled_at ${time},
    created_at ${time} NOT NULL,
    last_sign_in_at ${time}
  );
  CREATE TABLE staff_sessions (
    token_digest TEXT PRIMARY KEY,
    staff_id TEXT NOT NULL REFERENCES staff_accounts (id),
    csrf_token TEXT NOT NULL,
    created_at ${time} NOT NULL,
    last_seen_at ${time} NOT NULL
  );
  CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
  CREATE TABLE staff_audit (
    id ${serial},
    at ${time} NOT NULL,
    event TEXT NOT NULL,
    actor TEXT NOT NULL,
    subject TEXT,
    ip_hash TEXT
  );
  CREATE INDEX staff_audit_at ON staff_audit (at);
  `;
}

/** Every staff table, children first (for tests that empty the store). */
export const STAFF_TABLES = ["staff_sessions", "staff_audit", "staff_accounts"] as const;
