import { Hono } from "hono";
import type { AppContext, AppEnv } from "../app-env";
import { bearerTokenGuard } from "../admin/bearer-token-guard";
import { reply } from "../http/reply";
import type { LeadApiMetrics } from "./lead-api-metrics";

/** Where Prometheus scrapes. */
export const METRICS_PATH = "/metrics";

/**
 * `GET /metrics` in Prometheus' text exposition format, behind the admin API's bearer token
 * (`LEAD_API_ADMIN_TOKEN`; Prometheus sends it with `authorization: { credentials: … }`), whose
 * wrong guesses are throttled as the admin API's are. Only mounted when `LEAD_API_METRICS` is on;
 * otherwise the path is a plain 404.
 */
export function metricsRoute(context: AppContext, metrics: LeadApiMetrics) {
  const route = new Hono<AppEnv>();
  route.get(
    METRICS_PATH,
    bearerTokenGuard(context, { realm: "metrics", storeDown: "compare" }),
    async (c) => {
      return reply(c, 200, await metrics.registry.metrics(), {
        "Content-Type": metrics.registry.contentType,
        "Cache-Control": "no-store",
      });
    },
  );
  return route;
}
