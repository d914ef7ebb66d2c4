import { randomUUID } from "node:crypto";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@vantreo/i18n";
import { hashPassword } from "../auth/password-hash";
import type { FieldErrors } from "@vantreo/contracts/core";
import { MAX_STAFF_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH } from "./staff-accounts";
import type { Actor } from "./staff-accounts";
import type { StaffContext } from "./staff-context";
import { newStaffLinkToken, STAFF_LINK_TTL_MS, staffLinkDigest } from "./staff-invite-token";
import type { StaffInvitation, StaffLinkPurpose } from "./staff-invite-store";
import type { StaffRole } from "@vantreo/contracts/core";
import type { StaffAccount, StaffAuditEntry } from "./staff-types";
import {
  enrolmentUri,
  matchingStep,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
} from "./totp-secret";

/** What an owner types to invite someone: never a password, never a second factor. */
export type NewInvitation = { email: string; name: string; roles: StaffRole[] };

/** The language a body asks the mail in (the desk's own language), else English. */
export function localeOf(value: unknown): Locale {
  return typeof value === "string" && isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A password hash no password matches: a reset link's account cannot sign in until it is used. */
const NO_PASSWORD = "reset-pending";

function audit(by: Actor, event: StaffAuditEntry["event"], subject: string): StaffAuditEntry {
  return { at: by.now, event, actor: by.actor, subject, ipHash: by.ipHash };
}

/** A new link's row (its token is added by {@link issue}). */
function linkOf(
  purpose: StaffLinkPurpose,
  person: { accountId: string; email: string; name: string; roles: StaffRole[] },
  locale: Locale,
  by: Actor,
): StaffInvitation {
  return {
    ...person,
    id: randomUUID(),
    purpose,
    locale,
    totpSecret: null,
    invitedBy: by.actor,
    createdAt: by.now,
    expiresAt: by.now + STAFF_LINK_TTL_MS,
    usedAt: null,
  };
}

/**
 * Invites someone: stores a single-use link valid for 72 hours (its 256-bit token kept only as
 * a SHA-256 digest) and queues the mail that carries it to the invitee, who sets their own
 * password and enrols their own authenticator. The owner never sees either. Null when an account
 * has the e-mail; else when the link ends.
 */
export async function inviteStaff(
  sc: StaffContext,
  input: NewInvitation,
  locale: Locale,
  by: Actor,
): Promise<{ expiresAt: number } | null> {
  const { email, name, roles } = input;
  const link = linkOf("invite", { accountId: randomUUID(), email, name, roles }, locale, by);
  const token = newStaffLinkToken();
  const issued = await sc.store.staffInvites.issue(
    link,
    token,
    staffLinkDigest(token),
    audit(by, "invitation_sent", input.email),
  );
  return issued ? { expiresAt: link.expiresAt } : null;
}

/**
 * Resets an account's password or second factor: the old credential stops working at once (the
 * password matches nothing, the secret is replaced by one nobody holds), every session of the
 * account ends, and the person is mailed a single-use link to set a new one. The owner sees no
 * secret. Null when the account is disabled or gone.
 */
export async function sendResetLink(
  sc: StaffContext,
  account: StaffAccount,
  purpose: "password" | "totp",
  locale: Locale,
  by: Actor,
): Promise<{ expiresAt: number } | null> {
  const { email, name, roles } = account;
  const link = linkOf(purpose, { accountId: account.id, email, name, roles }, locale, by);
  const token = newStaffLinkToken();
  const disable =
    purpose === "password"
      ? { sql: "UPDATE staff_accounts SET password_hash = ? WHERE id = ?", value: NO_PASSWORD }
      : {
          sql: "UPDATE staff_accounts SET totp_secret = ?, totp_last_step = NULL WHERE id = ?",
          value: sealTotpSecret(newTotpSecret(), account.id, sc.totpKey),
        };
  const issued = await sc.store.staffInvites.issue(
    link,
    token,
    staffLinkDigest(token),
    audit(by, purpose === "password" ? "password_link_sent" : "totp_link_sent", account.email),
    [
      { sql: disable.sql, params: [disable.value, account.id] },
      { sql: "DELETE FROM staff_sessions WHERE staff_id = ?", params: [account.id] },
    ],
  );
  return issued ? { expiresAt: link.expiresAt } : null;
}

/** Why a link cannot be used, as the API's error code. */
export type LinkProblem = "link_unknown" | "link_used" | "link_expired";

/** The stored link of `token` while it can still be used, else why not. */
async function usableLink(sc: StaffContext, token: string): Promise<StaffInvitation | LinkProblem> {
  const link = token ? await sc.store.staffInvites.findByDigest(staffLinkDigest(token)) : null;
  if (!link) return "link_unknown";
  if (link.usedAt !== null) return "link_used";
  if (link.expiresAt <= sc.now()) return "link_expired";
  return link;
}

/** What the page a link opens shows: whose account, and what to set. */
export type OpenedLink = {
  purpose: StaffLinkPurpose;
  email: string;
  name: string;
  locale: Locale;
  /** The otpauth URI to enrol (invitation and second-factor reset), shown to the link's holder only. */
  enrolmentUri: string | null;
  minPasswordLength: number;
};

/**
 * Opens a link for its holder: an invitation or a second-factor reset gets its TOTP secret now
 * (kept sealed on the link until used, so a reload shows the same one).
 */
export async function openLink(sc: StaffContext, token: string): Promise<OpenedLink | LinkProblem> {
  let link = await usableLink(sc, token);
  if (typeof link === "string") return link;
  let uri: string | null = null;
  if (link.purpose !== "password") {
    if (!link.totpSecret) {
      const sealed = sealTotpSecret(newTotpSecret(), link.accountId, sc.totpKey);
      link = (await sc.store.staffInvites.keepPendingSecret(link.id, sealed)) ?? link;
    }
    const secret = link.totpSecret
      ? openTotpSecret(link.totpSecret, link.accountId, sc.totpKey)
      : null;
    if (!secret) return "link_unknown";
    uri = enrolmentUri(secret, link.email);
  }
  return {
    purpose: link.purpose,
    email: link.email,
    name: link.name,
    locale: link.locale,
    enrolmentUri: uri,
    minPasswordLength: MIN_STAFF_PASSWORD_LENGTH,
  };
}

/** The outcome of using a link. */
export type LinkAcceptance =
  | { kind: "accepted"; email: string }
  | { kind: "problem"; problem: LinkProblem }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "invalid_code" };

/**
 * Uses a link once: checks the new password's length and the code of the authenticator being
 * enrolled (the link's secret must have been shown by {@link openLink}), then creates the
 * account or replaces its credential. The code's time step is recorded, so it cannot sign in
 * again (RFC 6238 section 5.2).
 */
export async function acceptLink(
  sc: StaffContext,
  input: { token: string; password?: unknown; code: string },
  ipHash: string,
): Promise<LinkAcceptance> {
  const link = await usableLink(sc, input.token);
  if (typeof link === "string") return { kind: "problem", problem: link };
  const needsPassword = link.purpose !== "totp";
  const needsCode = link.purpose !== "password";
  const password = typeof input.password === "string" ? input.password : "";
  if (
    needsPassword &&
    (password.length < MIN_STAFF_PASSWORD_LENGTH || password.length > MAX_STAFF_PASSWORD_LENGTH)
  )
    return {
      kind: "invalid",
      fields: {
        password: `${MIN_STAFF_PASSWORD_LENGTH} to ${MAX_STAFF_PASSWORD_LENGTH} characters`,
      },
    };
  let totp: { secret: string; step: number } | undefined;
  if (needsCode) {
    const secret = link.totpSecret
      ? openTotpSecret(link.totpSecret, link.accountId, sc.totpKey)
      : null;
    const step = secret ? matchingStep(secret, input.code, sc.now()) : null;
    if (!link.totpSecret || step === null) return { kind: "invalid_code" };
    totp = { secret: link.totpSecret, step };
  }
  const now = sc.now();
  const event =
    link.purpose === "invite"
      ? "invitation_accepted"
      : link.purpose === "password"
        ? "password_link_used"
        : "totp_link_used";
  const accepted = await sc.store.staffInvites.accept(
    link,
    { passwordHash: needsPassword ? await hashPassword(password) : undefined, totp },
    now,
    { at: now, event, actor: link.email, subject: link.email, ipHash },
  );
  if (!accepted) {
    const again = await usableLink(sc, input.token);
    return { kind: "problem", problem: typeof again === "string" ? again : "link_used" };
  }
  return { kind: "accepted", email: link.email };
}
