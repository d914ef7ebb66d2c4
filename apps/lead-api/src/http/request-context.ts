import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Lifecycle } from "../app-env";
import type { Logger } from "../log/logger";
import { corsHeaders } from "./cors-policy";
import { requestHeader } from "./node-request";
import { baseResponseHeaders } from "./response-headers";

const API_PREFIX = "/v1/";

/**
 * Prepares the headers every answer of this request carries — security headers, CORS for the
 * configured sites (on `/v1/*`), a request id (`X-Request-Id`, generated here: a client-supplied
 * one could forge log lines) and `Connection: close` while the instance drains — for `reply` to
 * use. Then writes one access-log record per request: method, path without the query string,
 * status, duration and the handler's `logFields`; never the IP address or the body (personal data).
 */
export function requestContext(options: {
  logger: Logger;
  lifecycle: Lifecycle;
  siteOrigins: readonly string[];
}): MiddlewareHandler<AppEnv> {
  const { logger, lifecycle } = options;
  const siteOrigins = new Set(options.siteOrigins);
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    const headers = baseResponseHeaders();
    if (c.req.path.startsWith(API_PREFIX))
      Object.assign(headers, corsHeaders(requestHeader(c, "origin"), siteOrigins));
    headers["X-Request-Id"] = requestId;
    if (lifecycle.draining) headers.Connection = "close";
    c.set("requestId", requestId);
    c.set("responseHeaders", headers);
    await next();
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
