import type { TranslateFunction as TFunction } from "@vantreo/i18n/react";
import { DataroomApiError } from "./dataroom-api-error";

/** The lockout of DATAROOM.md lasts 15 minutes; the wait shown when the API names none. */
export const DEFAULT_LOCKOUT_MINUTES = 15;

// Codes with a message of their own in the `dataroom` namespace (errors.<code>).
const TRANSLATED = new Set([
  "invalid_request",
  "invalid_code",
  "forbidden",
  "not_configured",
  "no_session",
  "not_found",
  "csrf",
  "invalid_document",
  "slug_taken",
  "rate_limited",
  "network",
]);

/** Whole minutes to wait after a `429 locked`, from its Retry-After seconds, rounded up. */
export function lockoutMinutes(retryAfterSeconds: number | null): number {
  if (retryAfterSeconds === null) return DEFAULT_LOCKOUT_MINUTES;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/**
 * The visitor's-language message of a failed data-room call: one per API error code, the wait
 * time for a lockout, and a general message for anything else (the API's English text is never
 * shown). `t` must be bound to the `dataroom` namespace.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof DataroomApiError)) return t("errors.unknown");
  if (error.code === "locked") {
    return t("errors.locked", { count: lockoutMinutes(error.retryAfterSeconds) });
  }
  // Administrators sign in as staff: e-mail, password and authenticator code.
  if (error.code === "invalid_credentials") return t("errors.staffInvalidCredentials");
  return t(TRANSLATED.has(error.code) ? `errors.${error.code}` : "errors.unknown");
}
