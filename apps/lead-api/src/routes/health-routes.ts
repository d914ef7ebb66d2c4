import { Hono } from "hono";
import type { AppContext, AppEnv } from "../app-env";
import { replyJson } from "../http/reply";

/**
 * `GET /healthz` (liveness: the process answers) and `GET /readyz` (readiness: the store answers
 * and the instance is not draining). A load balancer stops sending traffic on 503.
 */
export function healthRoutes(context: AppContext) {
  const route = new Hono<AppEnv>();
  route.get("/healthz", (c) => replyJson(c, 200, { status: "ok" }));
  route.get("/readyz", async (c) => {
    const unavailable = () => replyJson(c, 503, { status: "unavailable" }, { "Retry-After": "5" });
    if (context.lifecycle.draining) return unavailable();
    try {
      await context.store.ping();
    } catch (error) {
      context.logger.warn("readiness check failed", { err: error });
      return unavailable();
    }
    return replyJson(c, 200, { status: "ready", store: context.store.kind });
  });
  return route;
}
