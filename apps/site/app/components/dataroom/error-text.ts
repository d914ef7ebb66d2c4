import type { ErrorCode } from "@vantreo/contracts/core";
import type { TranslateFunction as TFunction } from "@vantreo/i18n/react";
import { errorMessage } from "../api/error-message";

// Codes of the contract's registry with a message of their own in the `dataroom` namespace
// (errors.<code>); `network` is the client's own (no answer).
const TRANSLATED: ReadonlySet<string> = new Set<ErrorCode | "network">([
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

/**
 * The visitor's-language message of a failed data-room call (see {@link errorMessage}). `t` must
 * be bound to the `dataroom` namespace.
 */
export function errorText(t: TFunction, error: unknown): string {
  return errorMessage(t, error, {
    translated: TRANSLATED,
    // Administrators sign in as staff: e-mail, password and authenticator code.
    keys: { invalid_credentials: "errors.staffInvalidCredentials" },
  });
}
