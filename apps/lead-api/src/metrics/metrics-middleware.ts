import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { LEADS_PATH } from "../routes/leads-route";
import type { LeadApiMetrics } from "./lead-api-metrics";
import { leadOutcome } from "./lead-outcome";
import { methodLabel, routeLabel } from "./route-label";

/**
 * Times every request and counts it by route pattern, method and status; a `POST /v1/leads` is
 * also counted by outcome. Mounted first, so the time includes every other middleware and a
 * request the error handler answered (500) is counted with that status.
 */
export function metricsMiddleware(metrics: LeadApiMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeLabel(c);
    const status = c.res.status;
    metrics.observeRequest({
      method: methodLabel(c.req.method),
      route,
      status,
      seconds: (performance.now() - started) / 1000,
    });
    if (route === LEADS_PATH && c.req.method === "POST")
      metrics.countLead(
        leadOutcome(status, c.res.headers.has("Idempotent-Replayed"), c.get("logFields")),
      );
  };
}
