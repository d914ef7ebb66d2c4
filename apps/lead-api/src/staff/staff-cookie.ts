import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { requestHeader } from "../http/node-request";

/**
 * The staff session cookie: one for every staff page (the lead desk, the data room's admin
 * console), so its path covers the API's `/v1` routes those pages call and nothing else.
 */
export const STAFF_COOKIE = { name: "vantreo_staff", path: "/v1" } as const;

/**
 * A `Set-Cookie` value: HttpOnly (no script reads it), Secure unless configured off for plain
 * HTTP (`LEAD_API_COOKIE_SECURE`), SameSite=Strict (never sent on a cross-site request: the
 * first CSRF defence), Max-Age in whole seconds (0 clears it). OWASP Session Management Cheat
 * Sheet, cookie attributes.
 */
export function staffCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${STAFF_COOKIE.name}=${value}`,
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
    "SameSite=Strict",
    `Path=${STAFF_COOKIE.path}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ].join("; ");
}

/** The session token of the request's staff cookie, if it looks like one. */
export function staffToken(c: Context<AppEnv>): string | undefined {
  const prefix = `${STAFF_COOKIE.name}=`;
  const pairs = (requestHeader(c, "cookie") ?? "").split(";").map((pair) => pair.trim());
  const value = pairs.find((pair) => pair.startsWith(prefix))?.slice(prefix.length);
  // Tokens are 32 random bytes in base64url: anything else is not worth a database lookup.
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}
