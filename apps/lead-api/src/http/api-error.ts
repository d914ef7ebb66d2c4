import { errorEnvelope, type ErrorCode } from "@vantreo/contracts/core";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { replyJson } from "./reply";

/**
 * An error answer of the staff, desk and data-room endpoints: the contract's one envelope
 * `{ error: { code, message, ...extra } }` with the code's registered message
 * (`@vantreo/contracts`). The staff app and the data room's pages show their own translation of
 * each code.
 */
export function apiError(
  c: Context<AppEnv>,
  status: number,
  code: ErrorCode,
  options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Response {
  return replyJson(c, status, errorEnvelope(code, options.extra), options.headers);
}

/** The path prefixes whose every answer, errors included, is the contract's envelope. */
const ENVELOPE_PREFIXES = ["/v1/dataroom", "/v1/staff", "/v1/desk"];

/**
 * Whether a path belongs to the staff, desk or data-room endpoints (an unknown route, a crash or
 * a storage failure there is answered in the envelope too; elsewhere in the lead response shape).
 */
export function usesErrorEnvelope(path: string): boolean {
  return ENVELOPE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
