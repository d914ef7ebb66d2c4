/**
 * Every error the staff, desk and data-room endpoints answer, in one envelope
 * `{ error: { code, message, fields? } }`, with one registry of codes and their English messages.
 * The message is for logs and API users; the staff app and the data room's pages show their own
 * translation of each code. (The public lead endpoints, `POST /v1/leads` and the newsletter, keep
 * the spec's own answer shape.)
 */
export const ERROR_MESSAGES = {
  // The request itself.
  invalid_request: "Please correct the highlighted fields.",
  invalid_json: "The request body must be valid JSON.",
  unsupported_media_type: "Content-Type must be application/json.",
  payload_too_large: "The request body is too large.",
  csrf: "This request must come from the site's own pages: its Origin header or CSRF token is missing or not the site's.",
  rate_limited: "Too many requests from this address. Please wait a moment and try again.",
  // Who is asking.
  invalid_credentials: "The e-mail, password or code is not correct.",
  locked: "Too many failed attempts. Please try again later.",
  no_session: "Please sign in to continue.",
  forbidden: "Your role does not allow this.",
  step_up_failed: "The code from your authenticator app is missing, not correct or already used.",
  invalid_code: "This code is not valid. Please check it and try again.",
  // Staff accounts and their mailed links.
  email_taken: "A staff account with this e-mail already exists.",
  own_account: "Owners cannot disable or reset their own account here.",
  link_unknown: "This link is not valid. Please ask an owner for a new one.",
  link_used: "This link was already used. Please ask an owner for a new one.",
  link_expired: "This link has expired. Please ask an owner for a new one.",
  // The lead desk and the privacy queue.
  not_found: "Not found.",
  invalid_transition: "This status change is not allowed.",
  version_conflict: "Someone else changed this lead meanwhile. Reload it and try again.",
  not_spam: "Only leads flagged as spam can be released or deleted.",
  unverified:
    "The requester has not confirmed this request yet: record an override with a reason first.",
  already_verified: "The requester has already confirmed this request.",
  not_same_contact: "Only leads from the same e-mail address can be merged.",
  already_merged: "This lead was already merged into another lead.",
  // The data room.
  not_configured: "The data room administration is not configured on this server.",
  invalid_document: "The document is not valid.",
  slug_taken: "A document with this slug already exists.",
  unavailable: "The service is unavailable right now. Please try again shortly.",
  internal_error: "Internal server error.",
} as const;

/** One code of {@link ERROR_MESSAGES}. */
export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The codes of {@link ERROR_MESSAGES}, in registry order. */
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

/** Whether `value` is a code of the registry. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_MESSAGES, value);
}

/** The invalid fields of a `400 invalid_request`: field name → why (English, for API users). */
export type FieldErrors = Record<string, string>;

/**
 * The one error answer. `fields` comes with `invalid_request`; some codes carry more facts
 * (`version_conflict` the current `lead`, `invalid_transition` its `from`, `to` and `allowed`).
 */
export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; fields?: FieldErrors } & Record<string, unknown>;
}

/** The envelope of `code`, with its registered message and any extra facts. */
export function errorEnvelope(code: ErrorCode, extra: Record<string, unknown> = {}): ErrorEnvelope {
  return { error: { code, message: ERROR_MESSAGES[code], ...extra } };
}
