/** Column types of one SQL dialect. */
type Dialect = { time: string };

/**
 * Staff invitations and credential resets: one row per single-use link an owner had mailed (an
 * invitation to a new account, or a reset of an account's password or second factor). The link's
 * token is stored only as its SHA-256 digest; `totp_secret` holds the (sealed) secret the invitee
 * is enrolling until the link is used. Appended to both stores' migration lists under its own
 * name; never edited once released.
 */
export function staffInvitationMigration({ time }: Dialect): string {
  return `
  CREATE TABLE staff_invitations (
    id TEXT PRIMARY KEY,
    purpose TEXT NOT NULL,
    account_id TEXT NOT NULL,
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    roles TEXT NOT NULL,
    locale TEXT NOT NULL,
    token_digest TEXT NOT NULL UNIQUE,
    totp_secret TEXT,
    invited_by TEXT NOT NULL,
    created_at ${time} NOT NULL,
    expires_at ${time} NOT NULL,
    used_at ${time}
  );
  CREATE INDEX staff_invitations_account ON staff_invitations (account_id);
  `;
}

/** The table of {@link staffInvitationMigration}, for tests that empty the database. */
export const STAFF_INVITATION_TABLES = ["staff_invitations"] as const;
