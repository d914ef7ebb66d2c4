function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right];
}

/**
 * The rate-limit bucket of a client address. An IPv6 client is limited by its /64 network: one
 * subscriber usually holds a whole /64 and could otherwise rotate addresses to evade the limit
 * (RFC 6177 assignments).
 */
export function rateLimitKey(address: string): string {
  // Client addresses come from the socket or a trusted proxy: a colon means IPv6.
  if (!address.includes(":") || address.includes(".")) return address;
  const groups = expandIpv6(address.toLowerCase()).slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
