import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { hashPassword, parsePasswordHash, verifyPassword } from "../dataroom/auth/password-hash";
import { newSecret, secretDigest } from "../dataroom/auth/secret-digest";
import { clientKey } from "../dataroom/client-address";
import { STAFF_SESSION, type StaffContext } from "./staff-context";
import { staffCookie } from "./staff-cookie";
import { hasRole, type StaffRole } from "./staff-roles";
import type { StaffAccount, StaffSession } from "./staff-types";
import { matchingStep, openTotpSecret } from "./totp-secret";

/** What a sign-in form sends: cut to 1024 characters, the e-mail trimmed and lower-cased. */
export type StaffCredentials = { email: string; password: string; code: string };

/** The credentials of a JSON body (missing fields read as empty: they simply fail). */
export function credentialsOf(body: Record<string, unknown>): StaffCredentials {
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 1024) : "");
  return {
    email: text(body.email).trim().toLowerCase(),
    password: text(body.password),
    code: text(body.code).replace(/\s/g, ""),
  };
}

/** The outcome of a sign-in. */
export type SignInOutcome = {
  /** How the audit names whoever tried: the account's e-mail, or `unknown:<pseudonym>`. */
  actor: string;
} & (
  | { kind: "signed-in"; session: StaffSession; account: StaffAccount; cookie: string }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "refused" }
  | { kind: "forbidden" }
);

// scrypt runs for unknown e-mails too, against this hash, so they take as long as a known one.
let decoyHash: Promise<string> | undefined;

/**
 * When a session ends if unused: `idleMs` after its last use, `maxMs` after sign-in at most.
 */
export function staffSessionEnd(session: Pick<StaffSession, "createdAt" | "lastSeenAt">): number {
  return Math.min(
    session.lastSeenAt + STAFF_SESSION.idleMs,
    session.createdAt + STAFF_SESSION.maxMs,
  );
}

/**
 * Signs a staff member in with e-mail, password and a TOTP code (both factors always: OWASP ASVS
 * 2.2 / NIST SP 800-63B AAL2). Failures count per (account, address) and slow only that pair
 * down, never lock the account for everyone. A code is accepted once: its time step is recorded
 * and a second use of the same (or an earlier) step is refused (RFC 6238 section 5.2). The code
 * is checked only after the password, so guessing passwords cannot burn the owner's codes.
 * With `allowed`, the account must hold one of those roles (owner always does). Every sign-in,
 * refusal and throttled attempt is audited, with a typed e-mail that is no account only as a
 * keyed pseudonym (a password typed into the wrong field must not be kept in clear).
 */
export async function signInStaff(
  sc: StaffContext,
  c: Context<AppEnv>,
  credentials: StaffCredentials,
  allowed?: readonly StaffRole[],
): Promise<SignInOutcome> {
  const account = credentials.email ? await sc.staff.findAccountByEmail(credentials.email) : null;
  const address = clientKey(sc, c);
  const ipHash = sc.pseudonymize(`address:${address}`);
  const actor = account
    ? account.email
    : `unknown:${sc.pseudonymize(`username:${credentials.email}`).slice(0, 16)}`;
  const refusedAudit = (at: number) =>
    sc.staff.appendAudit({ at, event: "sign_in_refused", actor, subject: null, ipHash });
  const pair = { scope: "staff", account: account ? account.id : "unknown", address };
  const outcome = await sc.throttle.guard(pair, async () => {
    decoyHash ??= hashPassword(newSecret());
    const stored = parsePasswordHash(account?.passwordHash ?? (await decoyHash));
    const passwordOk = stored !== null && (await verifyPassword(credentials.password, stored));
    const now = sc.now();
    let ok = false;
    if (account && passwordOk && account.disabledAt === null) {
      const secret = openTotpSecret(account.totpSecret, account.id, sc.totpKey);
      if (!secret)
        sc.logger.error("staff TOTP secret cannot be opened: is LEAD_API_STAFF_TOTP_KEY right?", {
          staffId: account.id,
        });
      const step = secret ? matchingStep(secret, credentials.code, now) : null;
      ok = step !== null && (await sc.staff.acceptTotpStep(account.id, step));
    }
    if (!ok) await refusedAudit(now);
    return { ok };
  });
  if (outcome.throttled) {
    await refusedAudit(sc.now());
    return { actor, kind: "throttled", retryAfterSeconds: outcome.retryAfterSeconds };
  }
  if (!outcome.result.ok || !account) return { actor, kind: "refused" };
  const now = sc.now();
  if (allowed && !hasRole(account.roles, allowed)) {
    await refusedAudit(now);
    return { actor, kind: "forbidden" };
  }
  const token = newSecret();
  const session: StaffSession = {
    tokenDigest: secretDigest(token),
    staffId: account.id,
    csrfToken: newSecret(),
    createdAt: now,
    lastSeenAt: now,
  };
  await sc.staff.createSession(
    session,
    { at: now, event: "sign_in", actor: account.email, subject: null, ipHash },
    now - STAFF_SESSION.maxMs,
  );
  const cookie = staffCookie(token, STAFF_SESSION.maxMs / 1000, sc.cookieSecure);
  return { actor, kind: "signed-in", session, account, cookie };
}

/** `{ csrfToken, staff, expiresAt }`: what a staff page needs after sign-in or a reload. */
export function staffSessionJson(session: StaffSession, account: StaffAccount) {
  return {
    csrfToken: session.csrfToken,
    staff: { email: account.email, name: account.name, roles: account.roles },
    expiresAt: new Date(staffSessionEnd(session)).toISOString(),
  };
}
