import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { replyJson } from "../http/reply";
import { STAFF_ERRORS } from "../staff/staff-errors";

/**
 * The desk API's error codes and English messages, in the staff API's shape
 * `{ error: { code, message } }` (the site shows its own translation of each code).
 */
export const DESK_ERRORS = {
  ...STAFF_ERRORS,
  invalid_transition: "This status change is not allowed.",
  version_conflict: "Someone else changed this lead meanwhile. Reload it and try again.",
  not_spam: "Only leads flagged as spam can be released or deleted.",
  unverified:
    "The requester has not confirmed this request yet: record an override with a reason first.",
  already_verified: "The requester has already confirmed this request.",
} as const;

/** One of {@link DESK_ERRORS}. */
export type DeskErrorCode = keyof typeof DESK_ERRORS;

/** An error answer `{ error: { code, message, ...extra } }`. */
export function deskError(
  c: Context<AppEnv>,
  status: number,
  code: DeskErrorCode,
  extra: Record<string, unknown> = {},
): Response {
  return replyJson(c, status, { error: { code, message: DESK_ERRORS[code], ...extra } });
}
