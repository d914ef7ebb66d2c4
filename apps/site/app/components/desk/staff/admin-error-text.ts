import type { TranslateFunction } from "@vantreo/i18n/react";
import { ApiError } from "../../api/api-error";

// Codes with a message of their own in the `deskAdmin` namespace (errors.<code>).
const TRANSLATED = new Set([
  "invalid_request",
  "no_session",
  "forbidden",
  "not_found",
  "csrf",
  "email_taken",
  "own_account",
  "rate_limited",
  "network",
]);

/**
 * The staff member's-language message of a failed call from the privacy, staff or mail page:
 * one per lead API error code these pages can meet, a general one for anything else (the API's
 * English text is never shown). `t` must be bound to `deskAdmin`.
 */
export function adminErrorText(t: TranslateFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t("errors.unknown");
  return t(TRANSLATED.has(error.code) ? `errors.${error.code}` : "errors.unknown");
}

/**
 * The fields a `400 invalid_request` named. The staff API lists them as an array of names, the
 * desk API as a record of field → reason; both become the list of names.
 */
export function invalidFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== "invalid_request") return [];
  const { fields } = error;
  return Array.isArray(fields) ? fields.map(String) : Object.keys(fields);
}
