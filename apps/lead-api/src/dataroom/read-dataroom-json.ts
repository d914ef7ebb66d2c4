import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { isJsonContentType } from "../http/json-content-type";
import { nodeRequest, requestHeader } from "../http/node-request";
import { readBody } from "../http/read-body";
import { dataroomError } from "./dataroom-errors";

/**
 * Reads a JSON object body within `limit` bytes, or answers in the data room's error shape: 415
 * `unsupported_media_type`, 413 `payload_too_large`, 400 `invalid_json` (also for a body that is
 * not an object). `JSON.parse` keeps `__proto__` as an own property: no prototype pollution.
 */
export async function readDataroomJson(
  c: Context<AppEnv>,
  limit: number,
): Promise<Record<string, unknown> | Response> {
  if (!isJsonContentType(requestHeader(c, "content-type")))
    return dataroomError(c, 415, "unsupported_media_type");
  const body = await readBody(c.req.raw, nodeRequest(c), limit);
  if (!body.ok) {
    return body.reason === "too-large"
      ? dataroomError(c, 413, "payload_too_large", { headers: { Connection: "close" } })
      : dataroomError(c, 400, "invalid_json");
  }
  try {
    const value = JSON.parse(body.text) as unknown;
    if (value !== null && typeof value === "object" && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // falls through to the refusal
  }
  return dataroomError(c, 400, "invalid_json");
}
