import type { Row, Statement, StatementDatabase } from "../store/statement-database";
import { parseRoles } from "@vantreo/contracts/core";
import type {
  StaffAccount,
  StaffAuditEntry,
  StaffSession,
  StaffSessionWithAccount,
} from "./staff-types";

/** What changes on an account: each field given is written; every session of it ends. */
export type AccountChange = Partial<
  Pick<StaffAccount, "passwordHash" | "totpSecret" | "disabledAt">
>;

/**
 * The staff identity's storage, on SQLite and PostgreSQL alike (one statement list for both).
 * Writes that belong together (a credential change and the end of the account's sessions, a
 * sign-in and its audit row) are one transaction.
 */
export type StaffStore = {
  /** Stores a new account with its audit row; false when the e-mail is taken. */
  createAccount(account: StaffAccount, audit: StaffAuditEntry): Promise<boolean>;
  findAccountByEmail(email: string): Promise<StaffAccount | null>;
  findAccount(id: string): Promise<StaffAccount | null>;
  listAccounts(): Promise<StaffAccount[]>;
  /** Applies `change`, ends the account's sessions, writes the audit row; false when unknown. */
  changeAccount(id: string, change: AccountChange, audit: StaffAuditEntry): Promise<boolean>;
  /**
   * Records `step` as the account's newest accepted TOTP time step, only if it is newer than the
   * stored one: false when the step (or a later one) was already used (RFC 6238 section 5.2).
   */
  acceptTotpStep(id: string, step: number): Promise<boolean>;
  /**
   * Replaces a stored credential by the same credential stored better (a password hash of
   * today's cost, a TOTP secret sealed under the key) only if it is still `from`: no session ends
   * and no audit row is written, as nothing about the credential changes. False when it changed.
   */
  upgradeCredential(
    id: string,
    field: "passwordHash" | "totpSecret",
    from: string,
    to: string,
  ): Promise<boolean>;
  /** Stores a session, the sign-in time and the audit row; drops sessions begun before `expiredBefore`. */
  createSession(
    session: StaffSession,
    audit: StaffAuditEntry,
    expiredBefore: number,
  ): Promise<void>;
  findSession(tokenDigest: string): Promise<StaffSessionWithAccount | null>;
  touchSession(tokenDigest: string, at: number): Promise<void>;
  /** Ends a session; writes the audit row when given. */
  deleteSession(tokenDigest: string, audit?: StaffAuditEntry): Promise<void>;
  appendAudit(entry: StaffAuditEntry): Promise<void>;
  /** The newest `limit` audit rows, newest first. */
  listAudit(limit: number): Promise<StaffAuditEntry[]>;
};

const nullableNumber = (value: unknown) => (value === null ? null : Number(value));

/** The account of a `staff_accounts` row (columns under `prefix` when joined). */
export function rowToAccount(row: Row, prefix = ""): StaffAccount {
  const field = (name: string) => row[`${prefix}${name}`];
  return {
    id: String(field("id")),
    email: String(field("email")),
    name: String(field("name")),
    roles: parseRoles(String(field("roles"))) ?? [],
    passwordHash: String(field("password_hash")),
    totpSecret: String(field("totp_secret")),
    totpLastStep: nullableNumber(field("totp_last_step")),
    disabledAt: nullableNumber(field("disabled_at")),
    createdAt: Number(field("created_at")),
    lastSignInAt: nullableNumber(field("last_sign_in_at")),
  };
}

function auditStatement(entry: StaffAuditEntry): Statement {
  return {
    sql: "INSERT INTO staff_audit (at, event, actor, subject, ip_hash) VALUES (?, ?, ?, ?, ?)",
    params: [entry.at, entry.event, entry.actor, entry.subject, entry.ipHash],
  };
}

const ACCOUNT_COLUMNS = [
  "id",
  "email",
  "name",
  "roles",
  "password_hash",
  "totp_secret",
  "totp_last_step",
  "disabled_at",
  "created_at",
  "last_sign_in_at",
];
const JOINED_ACCOUNT = ACCOUNT_COLUMNS.map((column) => `a.${column} AS a_${column}`).join(", ");

/** The staff store on either database (see {@link StatementDatabase}). */
export function createStaffStore(db: StatementDatabase): StaffStore {
  const one = async (sql: string, params: (string | number | null)[]) =>
    (await db.all(sql, params))[0];

  return {
    async createAccount(account, audit) {
      const changes = await db.run([
        {
          sql: `INSERT INTO staff_accounts (${ACCOUNT_COLUMNS.join(", ")}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
          params: [
            account.id,
            account.email,
            account.name,
            account.roles.join(","),
            account.passwordHash,
            account.totpSecret,
            account.totpLastStep,
            account.disabledAt,
            account.createdAt,
            account.lastSignInAt,
          ],
          mustChange: true,
        },
        auditStatement(audit),
      ]);
      return changes !== null;
    },
    async findAccountByEmail(email) {
      const row = await one("SELECT * FROM staff_accounts WHERE email = ?", [email.toLowerCase()]);
      return row ? rowToAccount(row) : null;
    },
    async findAccount(id) {
      const row = await one("SELECT * FROM staff_accounts WHERE id = ?", [id]);
      return row ? rowToAccount(row) : null;
    },
    async listAccounts() {
      const rows = await db.all("SELECT * FROM staff_accounts ORDER BY email", []);
      return rows.map((row) => rowToAccount(row));
    },
    async changeAccount(id, change, audit) {
      const sets: string[] = [];
      const params: (string | number | null)[] = [];
      if (change.passwordHash !== undefined) {
        sets.push("password_hash = ?");
        params.push(change.passwordHash);
      }
      if (change.totpSecret !== undefined) {
        sets.push("totp_secret = ?", "totp_last_step = NULL");
        params.push(change.totpSecret);
      }
      if (change.disabledAt !== undefined) {
        sets.push("disabled_at = ?");
        params.push(change.disabledAt);
      }
      const update: Statement[] =
        sets.length > 0
          ? [
              {
                sql: `UPDATE staff_accounts SET ${sets.join(", ")} WHERE id = ?`,
                params: [...params, id],
                mustChange: true,
              },
            ]
          : [];
      const changes = await db.run([
        ...update,
        // A changed credential ends every session signed in under the old one (OWASP ASVS 3.3.3).
        { sql: "DELETE FROM staff_sessions WHERE staff_id = ?", params: [id] },
        auditStatement(audit),
      ]);
      return changes !== null;
    },
    async acceptTotpStep(id, step) {
      const changes = await db.run([
        {
          sql: "UPDATE staff_accounts SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)",
          params: [step, id, step],
          mustChange: true,
        },
      ]);
      return changes !== null;
    },
    async upgradeCredential(id, field, from, to) {
      const column = field === "passwordHash" ? "password_hash" : "totp_secret";
      const changes = await db.run([
        {
          sql: `UPDATE staff_accounts SET ${column} = ? WHERE id = ? AND ${column} = ?`,
          params: [to, id, from],
          mustChange: true,
        },
      ]);
      return changes !== null;
    },
    createSession: async (session, audit, expiredBefore) =>
      void (await db.run([
        { sql: "DELETE FROM staff_sessions WHERE created_at < ?", params: [expiredBefore] },
        {
          sql: "INSERT INTO staff_sessions (token_digest, staff_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
          params: [
            session.tokenDigest,
            session.staffId,
            session.csrfToken,
            session.createdAt,
            session.lastSeenAt,
          ],
        },
        {
          sql: "UPDATE staff_accounts SET last_sign_in_at = ? WHERE id = ?",
          params: [session.createdAt, session.staffId],
        },
        auditStatement(audit),
      ])),
    async findSession(tokenDigest) {
      const row = await one(
        `SELECT s.*, ${JOINED_ACCOUNT} FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id WHERE s.token_digest = ?`,
        [tokenDigest],
      );
      if (!row) return null;
      return {
        tokenDigest: String(row.token_digest),
        staffId: String(row.staff_id),
        csrfToken: String(row.csrf_token),
        createdAt: Number(row.created_at),
        lastSeenAt: Number(row.last_seen_at),
        account: rowToAccount(row, "a_"),
      };
    },
    touchSession: async (tokenDigest, at) =>
      void (await db.run([
        {
          sql: "UPDATE staff_sessions SET last_seen_at = ? WHERE token_digest = ?",
          params: [at, tokenDigest],
        },
      ])),
    deleteSession: async (tokenDigest, audit) =>
      void (await db.run([
        { sql: "DELETE FROM staff_sessions WHERE token_digest = ?", params: [tokenDigest] },
        ...(audit ? [auditStatement(audit)] : []),
      ])),
    appendAudit: async (entry) => void (await db.run([auditStatement(entry)])),
    async listAudit(limit) {
      const rows = await db.all("SELECT * FROM staff_audit ORDER BY at DESC, id DESC LIMIT ?", [
        limit,
      ]);
      return rows.map((row) => ({
        at: Number(row.at),
        event: String(row.event) as StaffAuditEntry["event"],
        actor: String(row.actor),
        subject: row.subject === null ? null : String(row.subject),
        ipHash: row.ip_hash === null ? null : String(row.ip_hash),
      }));
    },
  };
}
