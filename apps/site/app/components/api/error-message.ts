import type { TranslateFunction } from "@vantreo/i18n/react";
import { ApiError, lockoutMinutes } from "./api-error";

/** How a page's namespace names its error messages. */
export interface ErrorMessages {
  /** Codes with a message of their own, `errors.<code>`. */
  translated: ReadonlySet<string>;
  /** Codes whose message has another key (`invalid_credentials` → `errors.staffInvalidCredentials`). */
  keys?: Readonly<Record<string, string>>;
}

/**
 * The visitor's-language message of a failed lead API call: one per error code the namespace
 * translates, the wait of a `429 locked` (from Retry-After, in whole minutes), and a general
 * `errors.unknown` for anything else; the API's English text is never shown. `t` must be bound
 * to the page's namespace.
 */
export function errorMessage(t: TranslateFunction, error: unknown, messages: ErrorMessages) {
  if (!(error instanceof ApiError)) return t("errors.unknown");
  if (error.code === "locked")
    return t("errors.locked", { count: lockoutMinutes(error.retryAfterSeconds) });
  const key = messages.keys?.[error.code];
  if (key) return t(key);
  return t(messages.translated.has(error.code) ? `errors.${error.code}` : "errors.unknown");
}
