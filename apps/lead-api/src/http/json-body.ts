import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "./api-error";
import { isJsonContentType } from "./json-content-type";
import { nodeRequest, requestHeader } from "./node-request";
import { readBody } from "./read-body";

/**
 * Reads a JSON object body of at most `limit` bytes, or answers in the contract's envelope: 415
 * `unsupported_media_type`, 413 `payload_too_large` (with `Connection: close`), 400
 * `invalid_json` (also for a body that is not an object). `JSON.parse` keeps `__proto__` as an
 * own property: no prototype pollution. The text read is left in Hono's body cache, where
 * `zValidator("json", …)` reads it.
 *
 * The bytes come from the shared reader (`readBody`), not `hono/body-limit`: on Node it cuts a
 * streamed upload off at the limit and drops the rest in stages, so the client still receives
 * the 413 rather than a reset connection, and it refuses a body that is not UTF-8.
 */
export async function readJsonObject(
  c: Context<AppEnv>,
  limit: number,
): Promise<Record<string, unknown> | Response> {
  if (!isJsonContentType(requestHeader(c, "content-type")))
    return apiError(c, 415, "unsupported_media_type");
  const body = await readBody(c.req.raw, nodeRequest(c), limit);
  if (!body.ok) {
    return body.reason === "too-large"
      ? apiError(c, 413, "payload_too_large", { headers: { Connection: "close" } })
      : apiError(c, 400, "invalid_json");
  }
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    // Also catches a RangeError from nesting deep enough to exhaust the parser's stack.
    return apiError(c, 400, "invalid_json");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return apiError(c, 400, "invalid_json");
  // Hono caches each body reading as a promise (its type says the value); `c.req.json()`, which
  // the validator calls, then parses this text instead of reading the consumed stream again.
  (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(body.text);
  return value as Record<string, unknown>;
}

/** {@link readJsonObject} as middleware, in front of `validate("json", schema)`. */
export function jsonBody(limit: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = await readJsonObject(c, limit);
    if (body instanceof Response) return body;
    await next();
  };
}
