import type { BlockList } from "node:net";
import type { ClientAddress } from "../app-env";
import type { Logger } from "../log/logger";
import { rateLimitKey } from "../rate-limit/rate-limit-key";
import { clientIp } from "./client-ip";
import { requestHeader } from "./node-request";
import { isTrustedProxy, normalizeIp } from "./trusted-proxies";

/**
 * Resolves the client's address (see `clientIp`) as a rate-limit key: an IPv6 client counts as
 * its /64. The first request that carries `X-Forwarded-For` from a peer that is not a trusted
 * proxy logs one warning: behind a proxy that nobody listed in `LEAD_API_TRUSTED_PROXIES`, every
 * visitor shares the proxy's address and with it one rate limit (README, deployment). The
 * warning names neither address: logs keep no IP addresses.
 */
export function createClientAddress(options: {
  trustedProxies: BlockList;
  logger: Logger;
}): ClientAddress {
  const { trustedProxies, logger } = options;
  let warned = false;
  return (c) => {
    const peer = c.env?.incoming?.socket?.remoteAddress;
    const forwardedFor = requestHeader(c, "x-forwarded-for");
    if (!warned && forwardedFor && peer && !isTrustedProxy(trustedProxies, normalizeIp(peer))) {
      warned = true;
      logger.warn("X-Forwarded-For from an untrusted peer ignored", {
        hint: "list the proxy in LEAD_API_TRUSTED_PROXIES, or every visitor behind it shares one rate limit",
        variable: "LEAD_API_TRUSTED_PROXIES",
      });
    }
    return rateLimitKey(clientIp(trustedProxies, peer, forwardedFor));
  };
}
