/**
 * The JSON the lead API's staff endpoints (`/v1/staff/…`) answer, as zod schemas: the session,
 * the accounts an owner manages, the mailed links and the password change. Times are ISO 8601
 * strings, except an account's (ms since the epoch). Strict: an extra or a missing field fails.
 * The types are inferred in `desk-wire.ts`.
 */
import { ERROR_CODES, type ErrorCode } from "./errors";
import { STAFF_ROLES } from "./staff-roles";
import { z } from "./zod";

const iso = z.iso.datetime();
const roles = z.array(z.enum(STAFF_ROLES));
/** Milliseconds since the epoch. */
const epochMs = z.number().int().nonnegative();

/** `POST`/`GET /v1/staff/session`: the signed-in staff member and the session's CSRF token. */
export const staffSessionSchema = z.strictObject({
  csrfToken: z.string().min(1),
  staff: z.strictObject({ email: z.string(), name: z.string(), roles }),
  expiresAt: iso,
});

/** One account as `GET /v1/staff/accounts` lists it (never a hash or a secret). */
export const staffAccountSummarySchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles,
  disabledAt: epochMs.nullable(),
  createdAt: epochMs,
  lastSignInAt: epochMs.nullable(),
});

/** `GET /v1/staff/accounts`: every account. */
export const staffAccountListSchema = z.strictObject({
  accounts: z.array(staffAccountSummarySchema),
});

/** `POST /v1/staff/accounts/:id/{roles,disable}`: the account as it now is. */
export const staffAccountAnswerSchema = z.strictObject({ account: staffAccountSummarySchema });

/** `POST /v1/staff/accounts` (201): the invitation mailed, and until when its link works. */
export const staffInvitationAnswerSchema = z.strictObject({
  invitation: z.strictObject({ email: z.string(), name: z.string(), roles, expiresAt: iso }),
});

/** What a mailed link is for. */
export const STAFF_LINK_PURPOSES = ["invite", "password", "totp"] as const;

/** `POST /v1/staff/accounts/:id/reset-{password,totp}`: the reset link mailed. */
export const staffResetAnswerSchema = z.strictObject({
  link: z.strictObject({
    email: z.string(),
    purpose: z.enum(["password", "totp"]),
    expiresAt: iso,
  }),
});

/** `POST /v1/staff/links/open`: an opened invitation or reset link, as its holder sees it. */
export const openedStaffLinkSchema = z.strictObject({
  purpose: z.enum(STAFF_LINK_PURPOSES),
  email: z.string(),
  name: z.string(),
  locale: z.string(),
  /** The `otpauth://` URI of the authenticator to enrol; null for a password reset. */
  enrolmentUri: z.string().nullable(),
  minPasswordLength: z.number().int().positive(),
});

/** `POST /v1/staff/links/accept`: whose account the link completed (they sign in next). */
export const staffLinkAcceptedSchema = z.strictObject({ email: z.string() });

/** `POST /v1/staff/password`: changed; every session of the account ended. */
export const passwordChangedSchema = z.strictObject({ signedOut: z.literal(true) });

/**
 * The one error answer of every staff, desk and data-room endpoint (`errors.ts`): a registered
 * code, its message, `fields` with `invalid_request`, and the facts some codes carry beside them
 * (`allowed` with `invalid_transition`, the current `lead` with `version_conflict` …).
 */
export const errorEnvelopeSchema = z.strictObject({
  error: z.looseObject({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
