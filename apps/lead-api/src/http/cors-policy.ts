import { LEAD_SIGNATURE_HEADER } from "@vantreo/leads";
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { AppEnv } from "../app-env";

/** What the site's pages may send and read cross-origin (Fetch standard, CORS protocol). */
export const CORS_POLICY = {
  allowMethods: ["POST", "OPTIONS"],
  allowHeaders: ["Content-Type", "Idempotency-Key", LEAD_SIGNATURE_HEADER],
  // Retry-After must be readable for the lead client to honour a 429 (spec section 7).
  exposeHeaders: ["Retry-After", "X-Request-Id", "Idempotent-Replayed"],
  maxAgeSeconds: 600,
} as const;

/**
 * CORS of `/v1/*` (`hono/cors`): only the configured sites' pages may read the answers
 * (`Access-Control-Allow-Origin` is their origin, never `*`; `Vary: Origin` keeps caches from
 * mixing them), and a preflight (`OPTIONS`) of theirs is answered 204 with the allowed method and
 * headers. Mounted behind the origin guard, which already refused every other origin with 403.
 */
export function apiCors(siteOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(siteOrigins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: [...CORS_POLICY.allowMethods],
    allowHeaders: [...CORS_POLICY.allowHeaders],
    exposeHeaders: [...CORS_POLICY.exposeHeaders],
    maxAge: CORS_POLICY.maxAgeSeconds,
  });
}
