import { LEAD_SIGNATURE_HEADER } from "@vantreo/leads";

/** What the site's pages may send and read cross-origin (Fetch standard, CORS protocol). */
export const CORS_POLICY = {
  allowMethods: "POST, OPTIONS",
  allowHeaders: `Content-Type, Idempotency-Key, ${LEAD_SIGNATURE_HEADER}`,
  // Retry-After must be readable for the lead client to honour a 429 (spec section 7).
  exposeHeaders: "Retry-After, X-Request-Id, Idempotent-Replayed",
  maxAgeSeconds: 600,
} as const;

/**
 * The CORS headers of an answer to `origin`: none unless it is one of the configured sites, so
 * only their pages can read the lead API's answers. `Vary: Origin` keeps caches from mixing them.
 */
export function corsHeaders(
  origin: string | undefined,
  siteOrigins: ReadonlySet<string>,
): Record<string, string> {
  if (origin === undefined || !siteOrigins.has(origin)) return { Vary: "Origin" };
  return {
    Vary: "Origin",
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Expose-Headers": CORS_POLICY.exposeHeaders,
  };
}

/** The extra headers of a preflight answer (`OPTIONS`) to an allowed origin. */
export function preflightHeaders(): Record<string, string> {
  return {
    "Access-Control-Allow-Methods": CORS_POLICY.allowMethods,
    "Access-Control-Allow-Headers": CORS_POLICY.allowHeaders,
    "Access-Control-Max-Age": String(CORS_POLICY.maxAgeSeconds),
  };
}
