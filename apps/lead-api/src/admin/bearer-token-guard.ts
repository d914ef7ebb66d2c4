import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "../app-env";
import { API_MESSAGES } from "../http/api-messages";
import { requestHeader } from "../http/node-request";
import { failure } from "../http/reply";
import { createAttemptThrottle } from "../rate-limit/attempt-throttle";
import { hasBearerToken } from "./bearer-token";

/**
 * The admin API's gate: `Authorization: Bearer $LEAD_API_ADMIN_TOKEN` (compared in constant time)
 * or 401. Wrong tokens are throttled per client address like every guessable secret (OWASP ASVS
 * 2.2.1): after 5 failures the address waits, longer after each further one, answered `429` with
 * `Retry-After` before its token is even compared. A request without credentials is refused but
 * not counted: it guesses nothing.
 */
export function bearerTokenGuard(context: AppContext): MiddlewareHandler<AppEnv> {
  const throttle = createAttemptThrottle({
    failures: context.store.dataroom,
    now: context.now,
    pseudonymize: context.pseudonymize,
  });
  const unauthorized = { headers: { "WWW-Authenticate": 'Bearer realm="admin"' } };
  return async (c, next) => {
    const header = requestHeader(c, "authorization");
    if (!header) return failure(c, 401, API_MESSAGES.unauthorized, unauthorized);
    const pair = { scope: "admin-api", account: "token", address: context.clientAddress(c) };
    const outcome = await throttle.guard(pair, async () => ({
      ok: hasBearerToken(header, context.config.adminToken),
    }));
    if (outcome.throttled)
      return failure(c, 429, API_MESSAGES.tooManyAttempts, {
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      });
    if (!outcome.result.ok) return failure(c, 401, API_MESSAGES.unauthorized, unauthorized);
    await next();
  };
}
