/** Column types of one SQL dialect. */
type Dialect = { time: string; serial: string };

/**
 * The data-room tables (README, "Investor data room"), as one migration of the lead store. Codes and session tokens
 * are stored only as SHA-256 digests; a partial unique index keeps one pending request per
 * e-mail. Appended to both stores' migration lists; never edited once released.
 */
export function dataroomMigration({ time, serial }: Dialect): string {
  return `
  CREATE TABLE dataroom_requests (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    firm TEXT NOT NULL,
    message TEXT NOT NULL,
    locale TEXT NOT NULL,
    status TEXT NOT NULL,
    requested_at ${time} NOT NULL,
    approved_at ${time},
    expires_at ${time},
    revoked_at ${time}
  );
  CREATE UNIQUE INDEX dataroom_requests_one_pending ON dataroom_requests (email) WHERE status = 'pending';
  CREATE TABLE dataroom_grants (
    id TEXT PRIMARY KEY,
    request_id TEXT NOT NULL REFERENCES dataroom_requests (id),
    code_digest TEXT NOT NULL UNIQUE,
    created_at ${time} NOT NULL,
    expires_at ${time} NOT NULL,
    ended_at ${time}
  );
  CREATE INDEX dataroom_grants_request ON dataroom_grants (request_id);
  CREATE TABLE dataroom_sessions (
    token_digest TEXT PRIMARY KEY,
    request_id TEXT NOT NULL,
    grant_id TEXT NOT NULL,
    csrf_token TEXT NOT NULL,
    created_at ${time} NOT NULL,
    expires_at ${time} NOT NULL
  );
  CREATE INDEX dataroom_sessions_request ON dataroom_sessions (request_id);
  CREATE INDEX dataroom_sessions_expires_at ON dataroom_sessions (expires_at);
  CREATE TABLE dataroom_admin_sessions (
    token_digest TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    csrf_token TEXT NOT NULL,
    created_at ${time} NOT NULL,
    last_seen_at ${time} NOT NULL
  );
  CREATE TABLE dataroom_documents (
    slug TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at ${time} NOT NULL,
    updated_at ${time} NOT NULL
  );
  CREATE TABLE dataroom_audit (
    id ${serial},
    at ${time} NOT NULL,
    event TEXT NOT NULL,
    email TEXT,
    slug TEXT,
    title TEXT,
    ip_hash TEXT,
    user_agent TEXT
  );
  CREATE INDEX dataroom_audit_at ON dataroom_audit (at);
  CREATE TABLE dataroom_failures (
    id ${serial},
    key TEXT NOT NULL,
    at ${time} NOT NULL
  );
  CREATE INDEX dataroom_failures_key_at ON dataroom_failures (key, at);
  `;
}

/** Every data-room table, children first (for tests that empty the store). */
export const DATAROOM_TABLES = [
  "dataroom_sessions",
  "dataroom_grants",
  "dataroom_requests",
  "dataroom_documents",
  "dataroom_audit",
  "dataroom_failures",
] as const;
