import type { Context } from "hono";
import type { AppContext, AppEnv } from "../app-env";
import { requestHeader } from "./node-request";

/**
 * The client's address as a throttle and rate-limit key (`clientIp` believes X-Forwarded-For
 * only from trusted proxies; an IPv6 client counts as its /64).
 */
export function clientKey(context: AppContext, c: Context<AppEnv>): string {
  return context.clientAddress(c);
}

/**
 * What the access log keeps of a client: a keyed HMAC of its address under the month's secret key
 * (never the address, which is personal data under GDPR, nor a hash anyone could reverse by
 * trying all of IPv4), and the user agent cut to 512 characters.
 */
export function clientTrace(context: AppContext, c: Context<AppEnv>) {
  return {
    ipHash: context.pseudonymize(`address:${clientKey(context, c)}`),
    userAgent: requestHeader(c, "user-agent")?.slice(0, 512) ?? null,
  };
}
