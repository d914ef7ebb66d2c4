import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { API_MESSAGES } from "./api-messages";
import { requestHeader } from "./node-request";
import { failure } from "./reply";

/**
 * Refuses browser requests from origins other than the configured sites with 403. CORS alone only
 * stops a page from reading the answer; this also stops the write. Requests without an `Origin`
 * header (servers, curl) pass: they are not browsers acting for a visitor.
 */
export function originGuard(siteOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(siteOrigins);
  return async (c, next) => {
    const origin = requestHeader(c, "origin");
    if (origin !== undefined && !allowed.has(origin))
      return failure(c, 403, API_MESSAGES.originNotAllowed);
    await next();
  };
}
