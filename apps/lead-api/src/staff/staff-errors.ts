import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { replyJson } from "../http/reply";

/**
 * The staff API's error codes and their English messages; the site shows its own translation of
 * each code. The shape `{ error: { code, message } }` is the data room's, so the two share the
 * body reader and the CSRF check.
 */
export const STAFF_ERRORS = {
  invalid_request: "Please correct the highlighted fields.",
  invalid_credentials: "The e-mail, password or code is not correct.",
  locked: "Too many failed attempts. Please try again later.",
  rate_limited: "Too many sign-in attempts from this address. Please wait a moment and try again.",
  no_session: "Please sign in to continue.",
  forbidden: "Your role does not allow this.",
  csrf: "This request must come from the site's own pages: its Origin header is missing or not the site's.",
  not_found: "Not found.",
  email_taken: "A staff account with this e-mail already exists.",
  own_account: "Owners cannot disable or reset their own account here.",
  step_up_failed: "The code from your authenticator app is missing, not correct or already used.",
  link_unknown: "This link is not valid. Please ask an owner for a new one.",
  link_used: "This link was already used. Please ask an owner for a new one.",
  link_expired: "This link has expired. Please ask an owner for a new one.",
  invalid_code: "The code from the authenticator app is not correct. Please try again.",
} as const;

/** One of {@link STAFF_ERRORS}. */
export type StaffErrorCode = keyof typeof STAFF_ERRORS;

/** An error answer `{ error: { code, message, ...extra } }`. */
export function staffError(
  c: Context<AppEnv>,
  status: number,
  code: StaffErrorCode,
  options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Response {
  return replyJson(
    c,
    status,
    { error: { code, message: STAFF_ERRORS[code], ...options.extra } },
    options.headers,
  );
}
