import type { StaffRole } from "@vantreo/contracts/core";

/** A stored staff account. `email` is always lower-cased (unique regardless of case). */
export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  /** `scrypt$N$r$p$salt$hash` (see `auth/password-hash.ts`). */
  passwordHash: string;
  /** The TOTP secret as stored: `aes-256-gcm:…` when a key is configured, else `plain:…`. */
  totpSecret: string;
  /** The newest RFC 6238 time step accepted for this account: a code is good once. */
  totpLastStep: number | null;
  disabledAt: number | null;
  createdAt: number;
  lastSignInAt: number | null;
};

/** What the staff list shows of an account (never a hash or a secret). */
export type StaffSummary = Pick<
  StaffAccount,
  "id" | "email" | "name" | "roles" | "disabledAt" | "createdAt" | "lastSignInAt"
>;

/** A staff session; the token itself lives only in the cookie. */
export type StaffSession = {
  tokenDigest: string;
  staffId: string;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
};

/** A session with its account, as the guards read it. */
export type StaffSessionWithAccount = StaffSession & { account: StaffAccount };

/** The staff audit's events. */
export type StaffAuditEvent =
  | "sign_in"
  | "sign_in_refused"
  /** The password was right, the code wrong (or the account's cap on wrong codes waited). */
  | "second_factor_refused"
  | "sign_out"
  | "account_created"
  | "account_disabled"
  | "password_reset"
  | "totp_reset"
  // Invitations, reset links, step-up and self-service (see `staff-invite-routes.ts`).
  | "invitation_sent"
  | "invitation_accepted"
  | "password_link_sent"
  | "totp_link_sent"
  | "password_link_used"
  | "totp_link_used"
  | "roles_changed"
  | "step_up_refused"
  | "password_changed"
  | "password_change_refused";

/**
 * One audit row: who (`actor`: an account's e-mail, or `unknown:<pseudonym>` for a typed name
 * that is no account), what, about whom (`subject`: the account acted on), and the keyed hash of
 * the client address (null from the CLI).
 */
export type StaffAuditEntry = {
  at: number;
  event: StaffAuditEvent;
  actor: string;
  subject: string | null;
  ipHash: string | null;
};

/** The fields of a staff account as an API answer or the staff list shows them. */
export function staffSummary(account: StaffAccount): StaffSummary {
  const { id, email, name, roles, disabledAt, createdAt, lastSignInAt } = account;
  return { id, email, name, roles, disabledAt, createdAt, lastSignInAt };
}
