import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import {
  hashPassword,
  needsRehash,
  parsePasswordHash,
  verifyPassword,
} from "../auth/password-hash";
import { newSecret, secretDigest } from "../auth/secret-digest";
import { clientKey } from "../http/client-key";
import { SECOND_FACTOR_POLICY } from "./second-factor-policy";
import { STAFF_SESSION, type StaffContext } from "./staff-context";
import { staffCookie } from "./staff-cookie";
import { can, type Capability, type StaffCredentials } from "@vantreo/contracts/core";
import type { StaffAccount, StaffAuditEvent, StaffSession } from "./staff-types";
import { matchingStep, openTotpSecret } from "./totp-secret";

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

/** One sign-in attempt's verdict; `retryAfterSeconds` while the account's code cap waits. */
type Attempt = { ok: boolean; counted?: boolean; retryAfterSeconds?: number };

/**
 * The second factor of an account whose password was right: refused without a look while the
 * account's cap on wrong codes waits (not counted for the address: it guessed nothing), else the
 * code checked once. A wrong code counts for the account and is audited `second_factor_refused`;
 * the wrong code that trips the cap queues the holder's alert mail.
 */
async function checkSecondFactor(
  sc: StaffContext,
  account: StaffAccount,
  code: string,
  audit: (at: number, event: StaffAuditEvent) => Promise<void>,
): Promise<Attempt> {
  const capped = await sc.secondFactorThrottle.guard(
    { scope: "staff-second-factor", account: account.id, address: "any" },
    async () => {
      const now = sc.now();
      const secret = openTotpSecret(account.totpSecret, account.id, sc.totpKey);
      if (!secret)
        sc.logger.error("staff TOTP secret cannot be opened: is LEAD_API_STAFF_TOTP_KEY right?", {
          staffId: account.id,
        });
      const step = secret ? matchingStep(secret, code, now) : null;
      return { ok: step !== null && (await sc.staff.acceptTotpStep(account.id, step)) };
    },
  );
  const now = sc.now();
  if (capped.throttled) {
    await audit(now, "second_factor_refused");
    return { ok: false, counted: false, retryAfterSeconds: capped.retryAfterSeconds };
  }
  if (capped.result.ok) return { ok: true };
  await audit(now, "second_factor_refused");
  if (capped.failures === SECOND_FACTOR_POLICY.freeFailures) {
    sc.logger.warn("staff second-factor cap reached: the account's holder is mailed", {
      staffId: account.id,
    });
    await sc.store.mail.queueStaffMail(account.id, "staff-second-factor-alert", now);
  }
  return { ok: false };
}

/**
 * Signs a staff member in with e-mail, password and a TOTP code (both factors always: OWASP ASVS
 * 2.2 / NIST SP 800-63B AAL2). Failures count per (typed e-mail, address) and slow only that pair
 * down, never lock the account for everyone; an unknown e-mail is answered exactly as a known one
 * (same bucket rules, same scrypt work). A code is accepted once: its time step is recorded
 * and a second use of the same (or an earlier) step is refused (RFC 6238 section 5.2). The code
 * is checked only after the password, so guessing passwords cannot burn the owner's codes; wrong
 * codes after a right password also count for the whole account ({@link SECOND_FACTOR_POLICY}),
 * are audited as `second_factor_refused`, and the holder is mailed when the cap trips. A right
 * password stored under a weaker scrypt cost is rehashed at today's.
 * With `capability`, the account's roles must grant it (the contract's rule; owners have all). Every sign-in,
 * refusal and throttled attempt is audited, with a typed e-mail that is no account only as a
 * keyed pseudonym (a password typed into the wrong field must not be kept in clear).
 */
export async function signInStaff(
  sc: StaffContext,
  c: Context<AppEnv>,
  credentials: StaffCredentials,
  capability?: Capability,
): Promise<SignInOutcome> {
  const account = credentials.email ? await sc.staff.findAccountByEmail(credentials.email) : null;
  const address = clientKey(sc, c);
  const ipHash = sc.pseudonymize(`address:${address}`);
  const actor = account
    ? account.email
    : `unknown:${sc.pseudonymize(`username:${credentials.email}`).slice(0, 16)}`;
  const audit = (at: number, event: StaffAuditEvent) =>
    sc.staff.appendAudit({ at, event, actor, subject: null, ipHash });
  // Keyed on the typed e-mail whether or not it is an account: one bucket per e-mail, so an
  // unknown e-mail is slowed down exactly like a known one and the throttle tells nothing.
  const pair = { scope: "staff", account: `email:${credentials.email}`, address };
  const outcome = await sc.throttle.guard(pair, async (): Promise<Attempt> => {
    decoyHash ??= hashPassword(newSecret());
    const stored = parsePasswordHash(account?.passwordHash ?? (await decoyHash));
    const passwordOk = stored !== null && (await verifyPassword(credentials.password, stored));
    if (!account || !passwordOk || account.disabledAt !== null) {
      await audit(sc.now(), "sign_in_refused");
      return { ok: false };
    }
    const second = await checkSecondFactor(sc, account, credentials.code, audit);
    if (second.ok && needsRehash(stored)) {
      const rehashed = await hashPassword(credentials.password);
      await sc.staff.upgradeCredential(account.id, "passwordHash", account.passwordHash, rehashed);
    }
    return second;
  });
  const retryAfterSeconds = outcome.throttled
    ? outcome.retryAfterSeconds
    : outcome.result.retryAfterSeconds;
  if (retryAfterSeconds !== undefined) {
    if (outcome.throttled) await audit(sc.now(), "sign_in_refused");
    return { actor, kind: "throttled", retryAfterSeconds };
  }
  if (outcome.throttled || !outcome.result.ok || !account) return { actor, kind: "refused" };
  const now = sc.now();
  if (capability && !can(account.roles, capability)) {
    await audit(now, "sign_in_refused");
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
