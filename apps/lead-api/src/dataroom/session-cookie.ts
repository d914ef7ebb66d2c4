import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";
import { requestHeader } from "../http/node-request";
import { DATAROOM_PREFIX } from "./dataroom-prefix";

/**
 * The investor's session cookie, scoped to the data-room API so it travels with no other
 * request. (Administrators use the staff session cookie, see `staff/staff-cookie.ts`.)
 */
export const INVESTOR_COOKIE = { name: "vdr_session", path: DATAROOM_PREFIX } as const;

/**
 * A `Set-Cookie` value (Hono's cookie helper): HttpOnly (no script can read it), Secure unless
 * configured off for plain HTTP, SameSite=Strict (never sent on a cross-site request: the first
 * CSRF defence), the narrow path, and Max-Age in whole seconds (0 clears the cookie).
 */
export function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return generateCookie(INVESTOR_COOKIE.name, value, {
    httpOnly: true,
    secure,
    sameSite: "Strict",
    path: INVESTOR_COOKIE.path,
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  });
}

/**
 * The session token a request carries in the investor cookie, if it looks like one. A request
 * carrying the cookie more than once is ambiguous and gets none (the investor types the code
 * again), as the staff cookie does.
 */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  const copies = (requestHeader(c, "cookie") ?? "")
    .split(";")
    .filter((pair) => pair.split("=", 1)[0]?.trim() === INVESTOR_COOKIE.name).length;
  if (copies !== 1) return undefined;
  const value = getCookie(c, INVESTOR_COOKIE.name);
  // Tokens are 32 random bytes in base64url: anything else is not worth a database lookup.
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}
