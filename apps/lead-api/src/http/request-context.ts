import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, Lifecycle } from "../app-env";
import type { Logger } from "../log/logger";
import { corsHeaders } from "./cors-policy";
import { SECURITY_HEADERS } from "./security-headers";

const API_PREFIX = "/v1/";
const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * Sets the headers every answer carries — security headers, CORS for the configured sites (on
 * `/v1/*`), a request id (`X-Request-Id`, generated here: a client-supplied one could forge log
 * lines) and `Connection: close` while the instance drains — all before the handler runs: a header
 * added to a finished response would make @hono/node-server rebuild it and lose its fast path.
 * Then writes one access-log record per request: method, path without the query string, status,
 * duration and the handler's `logFields`; never the IP address or the body (personal data).
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
    c.set("requestId", requestId);
    for (const [name, value] of SECURITY_HEADER_ENTRIES) c.header(name, value);
    if (c.req.path.startsWith(API_PREFIX)) {
      for (const [name, value] of Object.entries(corsHeaders(c.req.header("origin"), siteOrigins)))
        c.header(name, value);
    }
    c.header("X-Request-Id", requestId);
    if (lifecycle.draining) c.header("Connection", "close");
    await next();
    // A request that began before the drain still closes its connection, so shutdown need not
    // wait for idle keep-alive sockets to time out.
    if (lifecycle.draining && c.res.headers.get("Connection") !== "close")
      c.header("Connection", "close");
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
