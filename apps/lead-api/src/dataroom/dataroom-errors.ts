import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { replyJson } from "../http/reply";

/**
 * The data room's error codes and their English messages. The site shows its own
 * translation of each code; the message is for logs and API users.
 */
export const DATAROOM_ERRORS = {
  invalid_request: "Please correct the highlighted fields.",
  invalid_code: "This access code is not valid.",
  locked: "Too many failed attempts. Please try again later.",
  no_session: "Please sign in to continue.",
  not_found: "Not found.",
  invalid_credentials: "The e-mail, password or code is not correct.",
  forbidden: "Your staff role does not include the data room.",
  not_configured: "The data room administration is not configured on this server.",
  invalid_document: "The document is not valid.",
  slug_taken: "A document with this slug already exists.",
  csrf: "This request failed the cross-site request forgery check.",
  rate_limited: "Too many requests. Please try again later.",
  invalid_json: "The request body must be valid JSON.",
  unsupported_media_type: "Content-Type must be application/json.",
  payload_too_large: "The request body is too large.",
  unavailable: "The data room is unavailable right now. Please try again shortly.",
  internal_error: "Internal server error.",
} as const;

/** One of {@link DATAROOM_ERRORS}. */
export type DataroomErrorCode = keyof typeof DATAROOM_ERRORS;

/** The data room's path prefix (every data-room answer carries noindex and no-store). */
export const DATAROOM_PREFIX = "/v1/dataroom";

/** Whether a request path belongs to the data room. */
export function isDataroomPath(path: string): boolean {
  return path === DATAROOM_PREFIX || path.startsWith(`${DATAROOM_PREFIX}/`);
}

/** An error answer `{ error: { code, message, ...extra } }` (README, "Investor data room"). */
export function dataroomError(
  c: Context<AppEnv>,
  status: number,
  code: DataroomErrorCode,
  options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Response {
  return replyJson(
    c,
    status,
    { error: { code, message: DATAROOM_ERRORS[code], ...options.extra } },
    options.headers,
  );
}
