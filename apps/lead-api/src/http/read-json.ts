import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { LEAD_MESSAGES } from "@vantreo/leads";
import { API_MESSAGES } from "./api-messages";
import { isJsonContentType } from "./json-content-type";
import { nodeRequest, requestHeader } from "./node-request";
import { readBody } from "./read-body";
import { failure } from "./reply";

/** A parsed JSON request body with its exact bytes and text (for fingerprints and signatures). */
export type JsonBody = { value: unknown; bytes: Uint8Array; text: string };

/**
 * Reads a JSON request body, or answers the request: 415 when it is not `application/json`, 413
 * over `limit` bytes, 400 when it is not UTF-8 or not JSON. `JSON.parse` keeps a `__proto__` key
 * as an ordinary own property, so no body can reach an object's prototype.
 */
export async function readJson(c: Context<AppEnv>, limit: number): Promise<JsonBody | Response> {
  if (!isJsonContentType(requestHeader(c, "content-type"))) {
    return failure(c, 415, API_MESSAGES.unsupportedMediaType);
  }
  const body = await readBody(c.req.raw, nodeRequest(c), limit);
  if (!body.ok) {
    if (body.reason === "too-large")
      return failure(c, 413, API_MESSAGES.payloadTooLarge, { headers: { Connection: "close" } });
    if (body.reason === "aborted") return failure(c, 400, API_MESSAGES.bodyAborted);
    return failure(c, 400, LEAD_MESSAGES.validation_failed, { errors: [API_MESSAGES.notUtf8] });
  }
  try {
    return { value: JSON.parse(body.text) as unknown, bytes: body.bytes, text: body.text };
  } catch {
    // Also catches a RangeError from nesting deep enough to exhaust the parser's stack.
    return failure(c, 400, LEAD_MESSAGES.validation_failed, { errors: [API_MESSAGES.notJson] });
  }
}
