import { LEAD_MESSAGES } from "@vantreo/leads";
import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "../app-env";
import { failure } from "./reply";

/**
 * Limits requests per client address (see `clientIp` for `X-Forwarded-For`) in `scope`, answering
 * 429 with `Retry-After` in seconds, which the lead client honours (spec section 7), and the
 * catalogue's `rate_limited` message.
 */
export function rateLimitGuard(context: AppContext, scope: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = await context.limiter(scope, context.clientAddress(c));
    if (!decision.allowed) {
      return failure(c, 429, LEAD_MESSAGES.rate_limited, {
        headers: { "Retry-After": String(decision.retryAfterSeconds) },
      });
    }
    await next();
  };
}
