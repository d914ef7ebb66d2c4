import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import { requestHeader } from "../http/node-request";

/**
 * The staff session cookie: one for every staff page (the lead desk, the data room's admin
 * console). Where cookies are Secure (the default) it is `__Host-vantreo_staff`: the browser then
 * accepts it only from this very host, Secure, with `Path=/` and no `Domain`, so a sibling
 * subdomain cannot toss one in (RFC 6265bis section 4.1.3.2; security review 2026-11-28, I8).
 * With `LEAD_API_COOKIE_SECURE=false` (plain-HTTP development) the prefix is impossible and the
 * name is `vantreo_staff`.
 */
export const STAFF_COOKIE = { name: "vantreo_staff", path: "/" } as const;

/** The cookie's full name: `__Host-` prefixed when cookies are Secure. */
export function staffCookieName(secure: boolean): string {
  return secure ? `__Host-${STAFF_COOKIE.name}` : STAFF_COOKIE.name;
}

/**
 * A `Set-Cookie` value (Hono's cookie helper): HttpOnly (no script reads it), Secure with the
 * `__Host-` prefix unless configured off for plain HTTP (`LEAD_API_COOKIE_SECURE`),
 * SameSite=Strict (never sent on a cross-site request: the first CSRF defence), Path=/, Max-Age
 * in whole seconds (0 clears it). OWASP Session Management Cheat Sheet, cookie attributes.
 */
export function staffCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return generateCookie(STAFF_COOKIE.name, value, {
    ...(secure ? { prefix: "host" as const } : { path: STAFF_COOKIE.path }),
    httpOnly: true,
    sameSite: "Strict",
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  });
}

/**
 * The session token of the request's staff cookie, if it looks like one. A request carrying the
 * cookie more than once is ambiguous (one may have been tossed in by another site on the same
 * domain) and gets none: the staff member signs in again.
 */
export function staffToken(c: Context<AppEnv>, secure: boolean): string | undefined {
  const name = staffCookieName(secure);
  const copies = (requestHeader(c, "cookie") ?? "")
    .split(";")
    .filter((pair) => pair.split("=", 1)[0]?.trim() === name).length;
  if (copies !== 1) return undefined;
  const value = getCookie(c, STAFF_COOKIE.name, secure ? "host" : undefined);
  // Tokens are 32 random bytes in base64url: anything else is not worth a database lookup.
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}
