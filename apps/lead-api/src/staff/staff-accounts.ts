import { randomUUID } from "node:crypto";
import {
  MAX_STAFF_PASSWORD_LENGTH,
  MIN_STAFF_PASSWORD_LENGTH,
  newStaffSchema,
  type StaffRole,
} from "@vantreo/contracts";
import { hashPassword } from "../auth/password-hash";
import type { StaffStore } from "./staff-store";
import type { StaffAccount, StaffAuditEntry } from "./staff-types";
import { enrolmentUri, newTotpSecret, sealTotpSecret } from "./totp-secret";

// The password's length limits are the contract's (`@vantreo/contracts`).
export { MAX_STAFF_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH };

/** Who does something to an account, for its audit row: an owner's e-mail or `cli`. */
export type Actor = { actor: string; ipHash: string | null; now: number };

/** A new account's fields as typed (CLI flags and stdin, or the owners' API). */
export type NewStaff = { email: string; name: string; roles: StaffRole[]; password: string };

/** The account fields of `input`, or the names of the fields that are not valid. */
export function validateNewStaff(
  input: unknown,
): { ok: true; value: NewStaff } | { ok: false; fields: string[] } {
  const parsed = newStaffSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))],
  };
}

/** Whether a new password is one we accept (length only, NIST SP 800-63B: no composition rules). */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_STAFF_PASSWORD_LENGTH)
    return `The password must be at most ${MAX_STAFF_PASSWORD_LENGTH} characters.`;
  return null;
}

function audit(by: Actor, event: StaffAuditEntry["event"], subject: string): StaffAuditEntry {
  return { at: by.now, event, actor: by.actor, subject, ipHash: by.ipHash };
}

/**
 * Creates an account with a fresh TOTP secret (sealed under `totpKey` when one is configured).
 * Resolves with the account and the otpauth URI to show once, or null when the e-mail is taken.
 */
export async function createStaffAccount(
  store: StaffStore,
  input: NewStaff,
  by: Actor,
  totpKey: Buffer | null,
): Promise<{ account: StaffAccount; enrolmentUri: string } | null> {
  const id = randomUUID();
  const secret = newTotpSecret();
  const account: StaffAccount = {
    id,
    email: input.email.toLowerCase(),
    name: input.name,
    roles: input.roles,
    passwordHash: await hashPassword(input.password),
    totpSecret: sealTotpSecret(secret, id, totpKey),
    totpLastStep: null,
    disabledAt: null,
    createdAt: by.now,
    lastSignInAt: null,
  };
  const created = await store.createAccount(account, audit(by, "account_created", account.email));
  return created ? { account, enrolmentUri: enrolmentUri(secret, account.email) } : null;
}

/** Gives the account a new TOTP secret (the old one stops working, sessions end); its URI, once. */
export async function resetStaffTotp(
  store: StaffStore,
  account: StaffAccount,
  by: Actor,
  totpKey: Buffer | null,
): Promise<string | null> {
  const secret = newTotpSecret();
  const changed = await store.changeAccount(
    account.id,
    { totpSecret: sealTotpSecret(secret, account.id, totpKey) },
    audit(by, "totp_reset", account.email),
  );
  return changed ? enrolmentUri(secret, account.email) : null;
}

/** Sets a new password; every session of the account ends. */
export async function resetStaffPassword(
  store: StaffStore,
  account: StaffAccount,
  password: string,
  by: Actor,
): Promise<boolean> {
  return store.changeAccount(
    account.id,
    { passwordHash: await hashPassword(password) },
    audit(by, "password_reset", account.email),
  );
}

/** Disables an account: it can no longer sign in and its sessions end at once. */
export function disableStaffAccount(
  store: StaffStore,
  account: StaffAccount,
  by: Actor,
): Promise<boolean> {
  return store.changeAccount(
    account.id,
    { disabledAt: account.disabledAt ?? by.now },
    audit(by, "account_disabled", account.email),
  );
}
