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
 * not counted: it guesses nothing. `/metrics` uses the same guard (its `realm` names it in the
 * challenge); both count toward the same (token, address) pair, as both guess the same token.
 * With `storeDown: "compare"` (the metrics scrape, which must still report a database outage)
 * the token is compared unthrottled while the throttle's store cannot be read.
 */
export function bearerTokenGuard(
  context: AppContext,
  options: { realm: "admin" | "metrics"; storeDown?: "fail" | "compare" } = { realm: "admin" },
): MiddlewareHandler<AppEnv> {
  const { realm, storeDown = "fail" } = options;
  const throttle = createAttemptThrottle({
    failures: context.store.dataroom,
    now: context.now,
    pseudonymize: context.throttleHash,
  });
  const unauthorized = { headers: { "WWW-Authenticate": `Bearer realm="${realm}"` } };
  return async (c, next) => {
    const header = requestHeader(c, "authorization");
    if (!header) return failure(c, 401, API_MESSAGES.unauthorized, unauthorized);
    const pair = { scope: "admin-api", account: "token", address: context.clientAddress(c) };
    const compare = async () => ({ ok: hasBearerToken(header, context.config.adminToken) });
    const outcome = await throttle.guard(pair, compare).catch(async (error: unknown) => {
      if (storeDown === "fail") throw error;
      context.logger.warn("bearer token compared unthrottled: the throttle store failed", {
        realm,
      });
      return { throttled: false as const, result: await compare(), failures: 0 };
    });
    if (outcome.throttled)
      return failure(c, 429, API_MESSAGES.tooManyAttempts, {
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      });
    if (!outcome.result.ok) return failure(c, 401, API_MESSAGES.unauthorized, unauthorized);
    await next();
  };
}
