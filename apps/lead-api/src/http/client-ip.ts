import { isIP, type BlockList } from "node:net";
import { isTrustedProxy, normalizeIp } from "./trusted-proxies";

// A client address longer than any IPv6 literal is garbage; cap what becomes a rate-limit key.
const MAX_ADDRESS_LENGTH = 64;

/**
 * The client's address: the right-most untrusted hop. Walking from the socket's peer leftwards
 * through `X-Forwarded-For`, every trusted proxy is skipped, and the first address that is not
 * one is the client; entries left of it were written by the client and can say anything
 * (RFC 7239 section 8.3; MDN, X-Forwarded-For, "selecting an IP address"). The header counts only
 * when the peer itself is trusted, and each trusted hop must have appended the address it saw.
 * An entry that is not an IP address ends the walk at the last trusted hop: a garbled header must
 * not mint a new rate-limit key per request. Without a socket (in-process tests) the answer is
 * `unknown`.
 */
export function clientIp(
  trusted: BlockList,
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
): string {
  let client = normalizeIp(remoteAddress ?? "unknown");
  if (!isTrustedProxy(trusted, client) || !forwardedFor) return client.slice(0, MAX_ADDRESS_LENGTH);
  const hops = forwardedFor.split(",").map((hop) => normalizeIp(hop.trim()));
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? "";
    if (isIP(hop) === 0) break;
    client = hop;
    if (!isTrustedProxy(trusted, client)) break;
  }
  return client.slice(0, MAX_ADDRESS_LENGTH);
}
