import type { Context } from "hono";
import type { LeadResponse } from "@vantreo/leads";
import type { AppEnv } from "../app-env";
import { baseResponseHeaders } from "./response-headers";

const JSON_TYPE = { "Content-Type": "application/json; charset=utf-8" };

/**
 * An answer with the request's headers (security, CORS, request id; see `requestContext`) and
 * `extra`. The headers are one plain object, never a web `Headers`: @hono/node-server then writes
 * the answer without building a web `Response`. A null body sends no content type.
 */
export function reply(
  c: Context<AppEnv>,
  status: number,
  body: string | null,
  extra: Record<string, string> = {},
): Response {
  const headers = { ...(c.get("responseHeaders") ?? baseResponseHeaders()), ...extra };
  return new Response(body, { status, headers });
}

/** A JSON answer; see {@link reply}. */
export function replyJson(
  c: Context<AppEnv>,
  status: number,
  value: unknown,
  extra: Record<string, string> = {},
): Response {
  return reply(c, status, JSON.stringify(value), { ...JSON_TYPE, ...extra });
}

/**
 * A JSON failure in the shape of the lead response (spec section 3): `success: false`, a
 * message and, for validation failures, the list of messages.
 */
export function failure(
  c: Context<AppEnv>,
  status: number,
  message: string,
  options: { errors?: string[]; headers?: Record<string, string> } = {},
): Response {
  const body: LeadResponse = {
    success: false,
    message,
    ...(options.errors ? { errors: options.errors } : {}),
  };
  return replyJson(c, status, body, options.headers);
}
