import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { secretDigest } from "../auth/secret-digest";
import { csrfRefusal } from "../http/csrf-check";
import { STAFF_SESSION, type StaffContext } from "./staff-context";
import { staffToken } from "./staff-cookie";
import { apiError } from "../http/api-error";
import { can, type Capability } from "@vantreo/contracts/core";
import { staffSessionEnd } from "./staff-sign-in";
import type { StaffSessionWithAccount } from "./staff-types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The staff session of the request, or `401 no_session`: the cookie must name a stored session
 * of an account that is not disabled, used within the idle time and younger than the absolute
 * limit. With `csrf` (every state-changing call), also the Origin and `X-CSRF-Token` check. A
 * valid use extends the idle time; it is written at most once a minute (`STAFF_SESSION.touchEveryMs`).
 */
export async function staffSession(
  sc: StaffContext,
  c: Context<AppEnv>,
  options: { csrf?: boolean } = {},
): Promise<StaffSessionWithAccount | Response> {
  const token = staffToken(c, sc.cookieSecure);
  const session = token ? await sc.staff.findSession(secretDigest(token)) : null;
  const now = sc.now();
  if (!session || session.account.disabledAt !== null || staffSessionEnd(session) <= now)
    return apiError(c, 401, "no_session");
  if (options.csrf) {
    const refusal = csrfRefusal(c, sc.config.siteOrigins, session.csrfToken);
    if (refusal) return refusal;
  }
  if (now - session.lastSeenAt < STAFF_SESSION.touchEveryMs) return session;
  await sc.staff.touchSession(session.tokenDigest, now);
  return { ...session, lastSeenAt: now };
}

/**
 * Middleware for staff routes: a live session whose roles grant `capability` (the contract's
 * rule; an owner has every capability), else `401 no_session` or `403 forbidden`. Unsafe methods also pass the CSRF check.
 * The session is left in `c.var.staffSession` (see {@link guardedSession}).
 */
export function requireCapability(
  sc: StaffContext,
  capability: Capability,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await staffSession(sc, c, { csrf: !SAFE_METHODS.has(c.req.method) });
    if (session instanceof Response) return session;
    if (!can(session.account.roles, capability)) return apiError(c, 403, "forbidden");
    c.set("staffSession", session);
    await next();
  };
}

/** The session {@link requireCapability} checked; throws when a route forgot the guard. */
export function guardedSession(c: Context<AppEnv>): StaffSessionWithAccount {
  const session = c.get("staffSession");
  if (!session) throw new Error("staff route without requireCapability");
  return session;
}
