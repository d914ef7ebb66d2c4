import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Lifecycle } from "../app-env";
import type { Logger } from "../log/logger";
import { baseResponseHeaders } from "./response-headers";

/**
 * Prepares the headers every answer of this request carries — `Cache-Control: no-store`, a
 * request id (`X-Request-Id`, generated here: a client-supplied
 * one could forge log lines) and `Connection: close` while the instance drains — for `reply` to
 * use. Then writes one access-log record per request: method, path without the query string,
 * status, duration and the handler's `logFields`; never the IP address or the body (personal data).
 */
export function requestContext(options: {
  logger: Logger;
  lifecycle: Lifecycle;
}): MiddlewareHandler<AppEnv> {
  const { logger, lifecycle } = options;
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    const headers = baseResponseHeaders();
    headers["X-Request-Id"] = requestId;
    if (lifecycle.draining) headers.Connection = "close";
    c.set("requestId", requestId);
    c.set("responseHeaders", headers);
    await next();
    // An answer not built by `reply` (the CORS middleware's preflight) gets them here.
    for (const [name, value] of Object.entries(headers))
      if (name !== "Connection" && !c.res.headers.has(name)) c.res.headers.set(name, value);
    // A request that began before the drain still closes its connection, so shutdown need not
    // wait for idle keep-alive sockets to time out.
    if (lifecycle.draining && c.res.headers.get("Connection") !== "close")
      c.res.headers.set("Connection", "close");
    logger.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...c.get("logFields"),
    });
  };
}
