import type { TranslateFunction } from "@vantreo/i18n/react";
import { errorMessage } from "../api/error-message";

// Codes with a message of their own in the `desk` namespace (errors.<code>).
const TRANSLATED = new Set([
  "invalid_request",
  "invalid_credentials",
  "no_session",
  "forbidden",
  "not_found",
  "csrf",
  "version_conflict",
  "invalid_transition",
  "not_spam",
  "rate_limited",
  "network",
]);

/**
 * The visitor's-language message of a failed desk or staff call (see {@link errorMessage}): one
 * per API error code, the wait of a sign-in slow-down, and a general message for anything else.
 * `t` must be bound to `desk`.
 */
export function deskErrorText(t: TranslateFunction, error: unknown): string {
  return errorMessage(t, error, { translated: TRANSLATED });
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
