import type { ErrorCode } from "@vantreo/contracts/core";
import type { TranslateFunction } from "@vantreo/i18n/react";
import { ApiError } from "../api/api-error";
import { errorMessage } from "../api/error-message";

/**
 * The codes of the contract's error registry (`ErrorCode` of @vantreo/contracts) that have a
 * message of their own in the `desk` namespace (`errors.<code>`), for every desk page: inbox,
 * spam, lead, privacy, staff and mail; `network` is the client's own (no answer). `locked` has
 * one too, with the wait in minutes.
 */
export const DESK_ERROR_CODES: ReadonlySet<string> = new Set<ErrorCode | "network">([
  "invalid_request",
  "invalid_credentials",
  "no_session",
  "forbidden",
  "not_found",
  "csrf",
  "version_conflict",
  "invalid_transition",
  "not_spam",
  "email_taken",
  "own_account",
  "rate_limited",
  "unverified",
  "already_verified",
  "network",
  "step_up_failed",
  "link_unknown",
  "link_used",
  "link_expired",
  "invalid_code",
]);

/**
 * The staff member's-language message of a failed desk or staff call on any desk page (see
 * {@link errorMessage}): one per code of {@link DESK_ERROR_CODES}, the wait of a sign-in
 * slow-down, and a general message for anything else; the API's English is never shown. `t` must
 * be bound to `desk`.
 */
export function deskErrorText(t: TranslateFunction, error: unknown): string {
  return errorMessage(t, error, { translated: DESK_ERROR_CODES });
}

/** The fields a `400 invalid_request` named (the envelope's `fields`: field → reason). */
export function invalidFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== "invalid_request") return [];
  return Object.keys(error.fields);
}

// The desk's field codes by field; the lead API names the field, its text is English only.
const FIELD_KEYS: Record<string, string> = {
  email: "fields.staffEmailRequired",
  password: "fields.passwordRequired",
  code: "fields.totpCodeRequired",
  text: "fields.noteTooLong",
  from: "fields.dateInvalid",
  to: "fields.dateInvalid",
  q: "fields.searchTooLong",
  ownerId: "fields.ownerInvalid",
};

/** Translation keys by field for every field error the API reported that the desk shows. */
export function deskFieldErrorKeys(
  fields: Readonly<Record<string, string>>,
): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const field of Object.keys(fields)) {
    const key = FIELD_KEYS[field];
    if (key) keys[field] = key;
  }
  return keys;
}
