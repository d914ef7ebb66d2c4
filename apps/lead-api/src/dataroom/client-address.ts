import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { AppContext, AppEnv } from "../app-env";
import { clientIp } from "../http/client-ip";
import { requestHeader } from "../http/node-request";
import { rateLimitKey } from "../rate-limit/rate-limit-key";

/**
 * The client's address as a lockout and rate-limit key (`clientIp` believes X-Forwarded-For
 * only from trusted proxies; an IPv6 client counts as its /64).
 */
export function clientKey(context: AppContext, c: Context<AppEnv>): string {
  return rateLimitKey(
    clientIp(
      context.trustedProxies,
      c.env?.incoming?.socket.remoteAddress,
      requestHeader(c, "x-forwarded-for"),
    ),
  );
}

/**
 * What the access log keeps of a client: a SHA-256 of its key, never the address (personal data
 * under GDPR), and the user agent cut to 512 characters.
 */
export function clientTrace(context: AppContext, c: Context<AppEnv>) {
  return {
    ipHash: createHash("sha256")
      .update(`vantreo-dataroom-audit:${clientKey(context, c)}`)
      .digest("hex"),
    userAgent: requestHeader(c, "user-agent")?.slice(0, 512) ?? null,
  };
}
