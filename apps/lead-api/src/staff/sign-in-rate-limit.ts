import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
import { clientKey } from "../http/client-key";
import { siteOriginOnly } from "../http/csrf-check";
import { jsonBody } from "../http/json-body";
import type { StaffContext } from "./staff-context";

/** The largest sign-in body: an e-mail, a password and a code. */
const SIGN_IN_BODY_LIMIT = 4096;

/**
 * The per-address limit in front of every staff sign-in (`POST /v1/staff/session` and the data
 * room's `POST /admin/login`), counted together whatever e-mail each attempt names
 * (`LEAD_API_SIGN_IN_RATE_LIMIT` per 10 minutes, see `SIGN_IN_RATE_WINDOW_MS`): `429
 * rate_limited` with `Retry-After` in seconds.
 */
export function signInRateLimit(sc: StaffContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = await sc.signInLimiter("staff-sign-in", clientKey(sc, c));
    if (!decision.allowed)
      return apiError(c, 429, "rate_limited", {
        headers: { "Retry-After": String(decision.retryAfterSeconds) },
      });
    await next();
  };
}

/**
 * What every sign-in passes before its body is validated: the address's rate limit, the Origin
 * check (no session yet, so no token: the Origin alone stops login CSRF; `403 csrf`, which the
 * pages translate), and the JSON body reader.
 */
export function signInGuards(sc: StaffContext) {
  return [
    signInRateLimit(sc),
    siteOriginOnly(sc.config.siteOrigins, "csrf"),
    jsonBody(SIGN_IN_BODY_LIMIT),
  ] as const;
}
