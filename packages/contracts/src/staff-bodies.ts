import { parseRoles, type StaffRole } from "./staff-roles";
import { z } from "./zod";

/** The shortest staff password (NIST SP 800-63B section 5.1.1.2 asks at least 8; we ask more). */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
/** The longest: scrypt takes any length, but a megabyte of "password" is an attack, not a secret. */
export const MAX_STAFF_PASSWORD_LENGTH = 1024;

/**
 * A credential field of a sign-in: any text, cut to `max` characters; anything else (missing,
 * not a string) reads as empty, so it fails as a wrong credential, never as a 400 that would
 * tell which field an attacker got wrong.
 */
const credential = (max: number) =>
  z
    .string()
    .catch("")
    .transform((value) => value.slice(0, max));

/** A typed authenticator code as the forms send it: spaces removed, cut to 16 characters. */
export const totpCode = z
  .string()
  .catch("")
  .transform((value) => value.replace(/\s/g, "").slice(0, 16));

/**
 * `POST /v1/staff/session` and the data room's admin sign-in: `{ email, password, code }`, the
 * e-mail trimmed and lower-cased, each cut to 1024 characters.
 */
export const staffSignInSchema = z.object({
  email: credential(1024).transform((value) => value.trim().toLowerCase()),
  password: credential(1024),
  code: credential(1024).transform((value) => value.replace(/\s/g, "")),
});

/** One of {@link staffSignInSchema}'s bodies. */
export type StaffCredentials = z.output<typeof staffSignInSchema>;

/** Who to invite, as `POST /v1/staff/accounts` reads it (with the mail's language and step-up). */
export type StaffInvitation = z.output<typeof invitationSchema>;

const roles = z.unknown().transform((value, ctx): StaffRole[] => {
  const parsed = parseRoles(value);
  if (!parsed) ctx.addIssue({ code: "custom", message: "unknown or missing role" });
  return parsed ?? [];
});

const password = z
  .string({ error: `${MIN_STAFF_PASSWORD_LENGTH} to ${MAX_STAFF_PASSWORD_LENGTH} characters` })
  .min(MIN_STAFF_PASSWORD_LENGTH, {
    error: `at least ${MIN_STAFF_PASSWORD_LENGTH} characters`,
  })
  .max(MAX_STAFF_PASSWORD_LENGTH, { error: `at most ${MAX_STAFF_PASSWORD_LENGTH} characters` });

/** A new account's fields (the staff CLI): e-mail (lower-cased), name, roles, password. */
export const newStaffSchema = z.object({
  email: z
    .string({ error: "an e-mail address" })
    .trim()
    .max(254, { error: "an e-mail address" })
    .pipe(z.email({ error: "an e-mail address" }))
    .transform((email) => email.toLowerCase()),
  name: z
    .string({ error: "1 to 100 characters" })
    .trim()
    .min(1, { error: "1 to 100 characters" })
    .max(100, { error: "1 to 100 characters" }),
  roles,
  password,
});

/** The language a body asks a mail in; anything else is left to the server's default. */
const locale = z.string().optional().catch(undefined);
/** The acting owner's fresh authenticator code of a staff change (step-up). */
const stepUpCode = totpCode;

/** `POST /v1/staff/accounts`: who to invite (never a password), the mail's language, step-up. */
export const invitationSchema = newStaffSchema
  .omit({ password: true })
  .extend({ locale, stepUpCode });

/** `POST /v1/staff/accounts/:id/roles`. */
export const rolesChangeSchema = z.object({ roles, stepUpCode });

/** `POST /v1/staff/accounts/:id/disable`, `…/reset-password`, `…/reset-totp`. */
export const accountActionSchema = z.object({ locale, stepUpCode });

/** `POST /v1/staff/password`: both factors again and the new password. */
export const passwordChangeSchema = z.object({
  currentPassword: credential(2048),
  code: totpCode,
  newPassword: password,
});

/** `POST /v1/staff/links/open`: the link's token (from the mailed link's fragment). */
export const linkOpenSchema = z.object({ token: credential(2048) });

/** `POST /v1/staff/links/accept`: the token, the new password and/or the enrolled code. */
export const linkAcceptSchema = z.object({
  token: credential(2048),
  password: z.unknown().optional(),
  code: totpCode,
});
