import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { requestHeader } from "../http/node-request";
import { DATAROOM_PREFIX } from "./dataroom-prefix";

/**
 * The two session cookies: the investor's, scoped to the data-room API, and the
 * admin's, scoped to the admin API only, so neither travels with any other request.
 */
export const SESSION_COOKIES = {
  investor: { name: "vdr_session", path: DATAROOM_PREFIX },
  admin: { name: "vdr_admin", path: `${DATAROOM_PREFIX}/admin` },
} as const;

/** Which session cookie. */
export type SessionCookieKind = keyof typeof SESSION_COOKIES;

/**
 * A `Set-Cookie` value: HttpOnly (no script can read it), Secure unless configured off for plain
 * HTTP, SameSite=Strict (never sent on a cross-site request: the first CSRF defence), the narrow
 * path, and Max-Age in whole seconds (0 clears the cookie).
 */
export function sessionCookie(
  kind: SessionCookieKind,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  const { name, path } = SESSION_COOKIES[kind];
  return [
    `${name}=${value}`,
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
    "SameSite=Strict",
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ].join("; ");
}

/** The session token a request carries in the cookie of `kind`, if it looks like one. */
export function sessionToken(c: Context<AppEnv>, kind: SessionCookieKind): string | undefined {
  const prefix = `${SESSION_COOKIES[kind].name}=`;
  const pairs = (requestHeader(c, "cookie") ?? "").split(";").map((pair) => pair.trim());
  const value = pairs.find((pair) => pair.startsWith(prefix))?.slice(prefix.length);
  // Tokens are 32 random bytes in base64url: anything else is not worth a database lookup.
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}
