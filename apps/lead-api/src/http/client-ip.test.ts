import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";
import { isTrustedProxy, parseTrustedProxies } from "./trusted-proxies";

const proxies = parseTrustedProxies(["10.0.0.0/8", "192.0.2.10", "2001:db8::/32"]);

describe("clientIp", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientIp(parseTrustedProxies([]), "198.51.100.7", "1.2.3.4")).toBe("198.51.100.7");
    expect(clientIp(proxies, "198.51.100.7", "1.2.3.4")).toBe("198.51.100.7");
  });

  it("reads X-Forwarded-For from the right, skipping trusted proxies", () => {
    // client-forged, real client, inner proxy — appended by the proxies, right to left.
    expect(clientIp(proxies, "10.0.0.1", "6.6.6.6, 198.51.100.7, 10.20.30.40")).toBe(
      "198.51.100.7",
    );
    expect(clientIp(proxies, "192.0.2.10", "198.51.100.8")).toBe("198.51.100.8");
  });

  it("is the right-most untrusted entry, never a forged left-most one", () => {
    // The client wrote "203.0.113.9, 6.6.6.6"; the proxy appended the address it saw.
    expect(clientIp(proxies, "10.0.0.1", "203.0.113.9, 6.6.6.6, 198.51.100.7")).toBe(
      "198.51.100.7",
    );
    // Through a trusted loopback hop (the site server) that appended its peer.
    const loopback = parseTrustedProxies(["127.0.0.1", "::1"]);
    expect(clientIp(loopback, "127.0.0.1", "1.2.3.4, 198.51.100.7")).toBe("198.51.100.7");
    expect(clientIp(loopback, "::1", "198.51.100.7")).toBe("198.51.100.7");
  });

  it("stops at the last trusted hop when an entry is not an address", () => {
    expect(clientIp(proxies, "10.0.0.1", "198.51.100.7, garbage-1")).toBe("10.0.0.1");
    expect(clientIp(proxies, "10.0.0.1", "unknown, 10.0.0.2")).toBe("10.0.0.2");
    expect(clientIp(proxies, "10.0.0.1", " , ")).toBe("10.0.0.1");
  });

  it("falls back to the leftmost hop when every hop is a trusted proxy", () => {
    expect(clientIp(proxies, "10.0.0.1", "10.0.0.2, 10.0.0.3")).toBe("10.0.0.2");
  });

  it("treats IPv4-mapped IPv6 socket addresses as IPv4", () => {
    expect(clientIp(proxies, "::ffff:10.0.0.1", "198.51.100.9")).toBe("198.51.100.9");
    expect(clientIp(parseTrustedProxies([]), "::ffff:198.51.100.9", undefined)).toBe(
      "198.51.100.9",
    );
  });

  it("drops the port some proxies append", () => {
    expect(clientIp(proxies, "10.0.0.1", "198.51.100.9:51234")).toBe("198.51.100.9");
    expect(clientIp(proxies, "10.0.0.1", "[2001:db9::7]:443")).toBe("2001:db9::7");
  });

  it("is 'unknown' without a socket (in-process requests)", () => {
    expect(clientIp(proxies, undefined, "198.51.100.7")).toBe("unknown");
  });
});

describe("trusted proxies", () => {
  it("match addresses and CIDR ranges of both families", () => {
    expect(isTrustedProxy(proxies, "10.255.255.255")).toBe(true);
    expect(isTrustedProxy(proxies, "11.0.0.0")).toBe(false);
    expect(isTrustedProxy(proxies, "2001:db8:1::5")).toBe(true);
    expect(isTrustedProxy(proxies, "2001:db9::5")).toBe(false);
    expect(isTrustedProxy(proxies, "not an ip")).toBe(false);
  });

  it("refuse an entry that is neither an address nor a range, naming it", () => {
    expect(() => parseTrustedProxies(["10.0.0.0/33"])).toThrow(
      '"10.0.0.0/33" is not an IP address or CIDR range',
    );
    expect(() => parseTrustedProxies(["proxy.internal"])).toThrow(/proxy\.internal/);
    expect(() => parseTrustedProxies(["10.0.0.0/"])).toThrow();
  });
});
