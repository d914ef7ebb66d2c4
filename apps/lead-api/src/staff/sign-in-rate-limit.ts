import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { clientKey } from "../http/client-key";
import type { StaffContext } from "./staff-context";

/**
 * The per-address limit in front of every staff sign-in (`POST /v1/staff/session` and the data
 * room's `POST /admin/login`), counted together whatever e-mail each attempt names
 * (`LEAD_API_SIGN_IN_RATE_LIMIT` per 10 minutes, see `SIGN_IN_RATE_WINDOW_MS`). `refuse` answers
 * in the route's own error shape, 429 with `Retry-After` in seconds.
 */
export function signInRateLimit(
  sc: StaffContext,
  refuse: (c: Context<AppEnv>, retryAfterSeconds: number) => Response,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = await sc.signInLimiter("staff-sign-in", clientKey(sc, c));
    if (!decision.allowed) return refuse(c, decision.retryAfterSeconds);
    await next();
  };
}
