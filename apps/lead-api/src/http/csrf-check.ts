import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { secretsMatch } from "../auth/secret-digest";
import { apiError } from "./api-error";
import { requestHeader } from "./node-request";

/** The header carrying the session's CSRF token (the staff API and the data room). */
export const CSRF_HEADER = "X-CSRF-Token";

/**
 * Whether the request comes from the site itself: its `Origin` must be present and one of the
 * configured site origins. The site forwards /v1/* to this API, so the browser's origin is the
 * site's, never this API's own host (OWASP CSRF cheat sheet, verifying origin with standard
 * headers; browsers send `Origin` on every POST, same-origin ones included).
 */
export function isSiteOrigin(c: Context<AppEnv>, siteOrigins: readonly string[]): boolean {
  const origin = requestHeader(c, "origin");
  return origin !== undefined && siteOrigins.includes(origin);
}

/**
 * The CSRF refusal of a state-changing call, or undefined when it may proceed: `403 csrf` unless
 * the origin is the site's and `X-CSRF-Token` equals the session's token (synchronizer token,
 * compared in constant time). SameSite=Strict cookies are the first defence; this is the second.
 */
export function csrfRefusal(
  c: Context<AppEnv>,
  siteOrigins: readonly string[],
  expectedToken: string,
): Response | undefined {
  const token = requestHeader(c, CSRF_HEADER.toLowerCase());
  if (!isSiteOrigin(c, siteOrigins) || !token || !secretsMatch(token, expectedToken))
    return apiError(c, 403, "csrf");
  return undefined;
}

/**
 * Middleware for the calls that carry no session yet (sign-in, a mailed link): the Origin check
 * alone stops a cross-site post; a request from elsewhere gets `403 <code>`.
 */
export function siteOriginOnly(
  siteOrigins: readonly string[],
  code: "csrf" | "forbidden",
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isSiteOrigin(c, siteOrigins)) return apiError(c, 403, code);
    await next();
  };
}
