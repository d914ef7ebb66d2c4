import { BlockList, isIP } from "node:net";

/**
 * An address as a bare IP: an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as plain IPv4, and
 * the port some proxies append (`192.0.2.1:5678`, `[2001:db8::1]:443`) dropped, so a client
 * cannot become a new rate-limit key per connection.
 */
export function normalizeIp(address: string): string {
  const mapped = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/i.exec(address);
  return bracketed?.[1] ?? address;
}

/**
 * The set of trusted proxies from a list of addresses and CIDR ranges (`10.0.0.0/8`,
 * `2001:db8::/32`). Throws naming the first entry that is neither.
 */
export function parseTrustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix, extra] = entry.split("/");
    const family = isIP(address);
    const bits = Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && bits <= maxBits);
    if (family === 0 || extra !== undefined || !validPrefix) {
      throw new Error(`"${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Whether `address` is one of the trusted proxies. */
export function isTrustedProxy(list: BlockList, address: string): boolean {
  // BlockList.check builds a SocketAddress per call; most deployments list no proxy at all.
  if (list.rules.length === 0) return false;
  const ip = normalizeIp(address);
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? "ipv6" : "ipv4");
}
