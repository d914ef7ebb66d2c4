import type { BlockList } from "node:net";
import { isTrustedProxy, normalizeIp } from "./trusted-proxies";

// A client address longer than any IPv6 literal is garbage; cap what becomes a rate-limit key.
const MAX_ADDRESS_LENGTH = 64;

/**
 * The client's address. `X-Forwarded-For` counts only when the connection comes from a trusted
 * proxy; it is then read from the right, skipping trusted proxies, and the first other hop is
 * the client (entries further left were written by the client and can be forged). Without a
 * socket address (in-process tests), the answer is `unknown`.
 */
export function clientIp(
  trusted: BlockList,
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
): string {
  let client = normalizeIp(remoteAddress ?? "unknown");
  if (!isTrustedProxy(trusted, client) || !forwardedFor) return client.slice(0, MAX_ADDRESS_LENGTH);
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    client = normalizeIp(hops[index] ?? "");
    if (!isTrustedProxy(trusted, client)) break;
  }
  return client.slice(0, MAX_ADDRESS_LENGTH);
}
