import { DEFAULT_LOCALE, isLocale, type Locale } from "@vantreo/i18n";
import type { Row, Statement, StatementDatabase } from "../store/statement-database";
import { parseRoles, type StaffRole } from "@vantreo/contracts/core";
import type { StaffAccount, StaffAuditEntry } from "./staff-types";

/** What a mailed link is for: a new account, or a new password or second factor of one. */
export type StaffLinkPurpose = "invite" | "password" | "totp";

/** A stored invitation or reset link (its token lives only in the mail, until sent). */
export type StaffInvitation = {
  id: string;
  purpose: StaffLinkPurpose;
  /** The account it makes (an invitation: the id it will get) or resets. */
  accountId: string;
  email: string;
  name: string;
  roles: StaffRole[];
  /** The language of the mail and of the page the link opens. */
  locale: Locale;
  /** The sealed TOTP secret being enrolled, once the invitee opened the link (else null). */
  totpSecret: string | null;
  /** The e-mail of the owner who had the link sent (or `cli`). */
  invitedBy: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
};

/** What an accepted link writes: the new password's hash and/or the enrolled second factor. */
export type LinkCredentials = {
  passwordHash?: string;
  totp?: { secret: string; step: number };
};

const PURPOSES: readonly StaffLinkPurpose[] = ["invite", "password", "totp"];

function rowToInvitation(row: Row): StaffInvitation {
  const purpose = PURPOSES.find((candidate) => candidate === row.purpose) ?? "invite";
  const locale = String(row.locale);
  return {
    id: String(row.id),
    purpose,
    accountId: String(row.account_id),
    email: String(row.email),
    name: String(row.name),
    roles: parseRoles(String(row.roles)) ?? [],
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    totpSecret: row.totp_secret === null ? null : String(row.totp_secret),
    invitedBy: String(row.invited_by),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
  };
}

function auditStatement(entry: StaffAuditEntry): Statement {
  return {
    sql: "INSERT INTO staff_audit (at, event, actor, subject, ip_hash) VALUES (?, ?, ?, ?, ?)",
    params: [entry.at, entry.event, entry.actor, entry.subject, entry.ipHash],
  };
}

function mailStatement(recordId: string, kind: string, at: number, token: string | null) {
  return {
    sql: "INSERT INTO mail_outbox (lead_id, kind, token, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)",
    params: [recordId, kind, token, at, at],
  };
}

/** Queues the notice to every active owner that `accountId` now holds the owner role. */
function ownerAddedMail(accountId: string, at: number): Statement {
  return mailStatement(accountId, "staff-owner-added", at, null);
}

/**
 * Invitations, credential-reset links, role changes and the staff mails they queue, on SQLite
 * and PostgreSQL alike. Each change is one transaction with its audit row and its mail, so a
 * link is never stored without its mail, nor a mail queued for a change that did not happen.
 */
export function createStaffInviteStore(db: StatementDatabase) {
  const one = async (sql: string, params: (string | number | null)[]) =>
    (await db.all(sql, params))[0];

  return {
    /**
     * Stores a link and queues its mail (the token in the mail row only until sent), ending the
     * open links of the same purpose for the same account or e-mail. An invitation is refused
     * (false) when an account has the e-mail. `before` runs first in the same transaction (a
     * reset disables the old credential there).
     */
    async issue(
      invitation: StaffInvitation,
      token: string,
      tokenDigest: string,
      audit: StaffAuditEntry,
      before: Statement[] = [],
    ): Promise<boolean> {
      const i = invitation;
      const guard =
        i.purpose === "invite"
          ? "NOT EXISTS (SELECT 1 FROM staff_accounts WHERE email = ?)"
          : "EXISTS (SELECT 1 FROM staff_accounts WHERE id = ? AND disabled_at IS NULL)";
      const changes = await db.run([
        ...before,
        {
          sql: "UPDATE staff_invitations SET used_at = ? WHERE used_at IS NULL AND purpose = ? AND (account_id = ? OR email = ?)",
          params: [i.createdAt, i.purpose, i.accountId, i.email],
        },
        {
          sql: `INSERT INTO staff_invitations (id, purpose, account_id, email, name, roles, locale, token_digest, totp_secret, invited_by, created_at, expires_at, used_at) SELECT ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, NULL WHERE ${guard}`,
          params: [
            i.id,
            i.purpose,
            i.accountId,
            i.email,
            i.name,
            i.roles.join(","),
            i.locale,
            tokenDigest,
            i.invitedBy,
            i.createdAt,
            i.expiresAt,
            i.purpose === "invite" ? i.email : i.accountId,
          ],
          mustChange: true,
        },
        mailStatement(i.id, "staff-invitation", i.createdAt, token),
        auditStatement(audit),
      ]);
      return changes !== null;
    },

    async findByDigest(tokenDigest: string): Promise<StaffInvitation | null> {
      const row = await one("SELECT * FROM staff_invitations WHERE token_digest = ?", [
        tokenDigest,
      ]);
      return row ? rowToInvitation(row) : null;
    },

    async find(id: string): Promise<StaffInvitation | null> {
      const row = await one("SELECT * FROM staff_invitations WHERE id = ?", [id]);
      return row ? rowToInvitation(row) : null;
    },

    /**
     * Keeps `sealed` as the secret the link's holder enrols, unless one is kept already (two
     * tabs opening the same link see the same secret); the link as stored afterwards.
     */
    async keepPendingSecret(id: string, sealed: string): Promise<StaffInvitation | null> {
      await db.run([
        {
          sql: "UPDATE staff_invitations SET totp_secret = ? WHERE id = ? AND totp_secret IS NULL AND used_at IS NULL",
          params: [sealed, id],
        },
      ]);
      const row = await one("SELECT * FROM staff_invitations WHERE id = ?", [id]);
      return row ? rowToInvitation(row) : null;
    },

    /**
     * Uses the link once: marks it used (only while unused and unexpired at `now`) and writes
     * the credentials, all or nothing. An invitation creates the account (its TOTP step already
     * spent on the enrolment) and, for an owner, queues the notice to every active owner; a
     * reset replaces the credential and ends the account's sessions. False when the link was
     * used or expired meanwhile, or the account is gone or taken.
     */
    async accept(
      invitation: StaffInvitation,
      credentials: LinkCredentials,
      now: number,
      audit: StaffAuditEntry,
    ): Promise<boolean> {
      const i = invitation;
      const use: Statement = {
        sql: "UPDATE staff_invitations SET used_at = ?, totp_secret = NULL WHERE id = ? AND used_at IS NULL AND expires_at > ?",
        params: [now, i.id, now],
        mustChange: true,
      };
      const writes: Statement[] = [];
      if (i.purpose === "invite") {
        if (!credentials.passwordHash || !credentials.totp) return false;
        const account: StaffAccount = {
          id: i.accountId,
          email: i.email,
          name: i.name,
          roles: i.roles,
          passwordHash: credentials.passwordHash,
          totpSecret: credentials.totp.secret,
          totpLastStep: credentials.totp.step,
          disabledAt: null,
          createdAt: now,
          lastSignInAt: null,
        };
        writes.push({
          sql: "INSERT INTO staff_accounts (id, email, name, roles, password_hash, totp_secret, totp_last_step, disabled_at, created_at, last_sign_in_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, NULL) ON CONFLICT DO NOTHING",
          params: [
            account.id,
            account.email,
            account.name,
            account.roles.join(","),
            account.passwordHash,
            account.totpSecret,
            account.totpLastStep,
            account.createdAt,
          ],
          mustChange: true,
        });
        if (i.roles.includes("owner")) writes.push(ownerAddedMail(i.accountId, now));
      } else {
        const sets: string[] = [];
        const params: (string | number)[] = [];
        if (i.purpose === "password" && credentials.passwordHash) {
          sets.push("password_hash = ?");
          params.push(credentials.passwordHash);
        } else if (i.purpose === "totp" && credentials.totp) {
          sets.push("totp_secret = ?", "totp_last_step = ?");
          params.push(credentials.totp.secret, credentials.totp.step);
        } else return false;
        writes.push(
          {
            sql: `UPDATE staff_accounts SET ${sets.join(", ")} WHERE id = ? AND disabled_at IS NULL`,
            params: [...params, i.accountId],
            mustChange: true,
          },
          { sql: "DELETE FROM staff_sessions WHERE staff_id = ?", params: [i.accountId] },
        );
      }
      return (await db.run([use, ...writes, auditStatement(audit)])) !== null;
    },

    /**
     * Gives the account `roles` with its audit row; when that grants the owner role, queues the
     * notice to every active owner in the same transaction. False when the account is unknown.
     */
    async changeRoles(
      account: StaffAccount,
      roles: StaffRole[],
      audit: StaffAuditEntry,
    ): Promise<boolean> {
      const grantsOwner = roles.includes("owner") && !account.roles.includes("owner");
      const changes = await db.run([
        {
          sql: "UPDATE staff_accounts SET roles = ? WHERE id = ? AND roles = ?",
          params: [roles.join(","), account.id, account.roles.join(",")],
          mustChange: true,
        },
        ...(grantsOwner ? [ownerAddedMail(account.id, audit.at)] : []),
        auditStatement(audit),
      ]);
      return changes !== null;
    },

    /** The e-mails of every owner who is not disabled (the owner notice's recipients). */
    async activeOwnerEmails(): Promise<string[]> {
      const rows = await db.all(
        "SELECT email, roles FROM staff_accounts WHERE disabled_at IS NULL ORDER BY email",
        [],
      );
      return rows
        .filter((row) => (parseRoles(String(row.roles)) ?? []).includes("owner"))
        .map((row) => String(row.email));
    },
  };
}

/** The staff links and notices of either store (see {@link createStaffInviteStore}). */
export type StaffInviteStore = ReturnType<typeof createStaffInviteStore>;
