import { NO_STORE } from "./security-headers";

/**
 * The headers of every answer before the per-request ones (`X-Request-Id`, `Connection`): a
 * fresh copy each time. The security and CORS headers are added by `hono/secure-headers` and
 * `hono/cors` (see `app.ts`).
 */
export function baseResponseHeaders(): Record<string, string> {
  return { ...NO_STORE };
}
