import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "../../app-env";
import { clientKey } from "../../http/client-key";
import { apiError } from "../../http/api-error";

/**
 * The public data-room endpoints' rate limit, per client address like /v1/leads
 * (`LEAD_API_RATE_LIMIT` per `LEAD_API_RATE_WINDOW_SECONDS`, each endpoint counted apart):
 * `429 rate_limited` with `Retry-After` in seconds.
 */
export function dataroomRateLimit(context: AppContext, scope: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = await context.limiter(scope, clientKey(context, c));
    if (!decision.allowed)
      return apiError(c, 429, "rate_limited", {
        headers: { "Retry-After": String(decision.retryAfterSeconds) },
      });
    await next();
  };
}
