import type { LeadStore } from "../store/lead-store";

/** The verdict on one request. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts requests per client and scope; see {@link createRateLimiter}. */
export type RateLimiter = (scope: string, client: string) => Promise<RateDecision>;

/**
 * A fixed-window rate limiter: at most `limit` requests per client and scope in each window of
 * `windowMs`. Counters live in the store, so instances sharing PostgreSQL share the limit; they are
 * kept under a keyed pseudonym of the client's address, never the address itself. A
 * refused request learns how many whole seconds remain in the window (`Retry-After`, RFC 9110
 * section 10.2.3), at least 1.
 */
export function createRateLimiter(options: {
  store: Pick<LeadStore, "countRateHit">;
  limit: number;
  windowMs: number;
  now: () => number;
  /** Turns `scope:client` into the counter's key (a keyed HMAC, see `createPseudonymizer`). */
  pseudonymize: (value: string) => string;
}): RateLimiter {
  const { store, limit, windowMs, now, pseudonymize } = options;
  return async (scope, client) => {
    const time = now();
    const windowStart = Math.floor(time / windowMs) * windowMs;
    const count = await store.countRateHit(
      pseudonymize(`rate:${scope}:${client}`),
      windowStart,
      windowMs,
    );
    if (count <= limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000)),
    };
  };
}
