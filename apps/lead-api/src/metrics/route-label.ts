import type { Context } from "hono";
import { matchedRoutes } from "hono/route";

/** The `route` label of a request that matched no route (a 404): one value, whatever the path. */
export const UNMATCHED_ROUTE = "unmatched";

/** Middleware (`app.use`) is registered for every method; endpoints name theirs. */
const MIDDLEWARE_METHOD = "ALL";

/**
 * The route pattern that serves this request (`/v1/dataroom/documents/:slug`), never the raw
 * path: a label value per raw path would let any visitor grow the series without bound
 * (Prometheus naming practices, "Labels": do not use labels for unbounded values). An endpoint
 * matches even when a guard before it answered (403 origin, 401 token), so the guard's answer
 * is still counted against the endpoint.
 */
export function routeLabel(c: Context): string {
  const endpoints = matchedRoutes(c).filter(({ method }) => method !== MIDDLEWARE_METHOD);
  return endpoints.at(-1)?.path ?? UNMATCHED_ROUTE;
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The `method` label: the HTTP methods this API serves, every other one as `OTHER`. */
export function methodLabel(method: string): string {
  return KNOWN_METHODS.has(method) ? method : "OTHER";
}
