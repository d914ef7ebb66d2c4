import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./rate-limit-key";

describe("rateLimitKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(rateLimitKey("198.51.100.7")).toBe("198.51.100.7");
  });

  it("reduces an IPv6 address to its /64 network", () => {
    expect(rateLimitKey("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(rateLimitKey("2001:DB8:0:0012::1")).toBe("2001:db8:0:12::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("gives two addresses of one /64 the same key and of two networks different keys", () => {
    expect(rateLimitKey("2001:db8:1:2::a")).toBe(rateLimitKey("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(rateLimitKey("2001:db8:1:2::a")).not.toBe(rateLimitKey("2001:db8:1:3::a"));
  });

  it("leaves anything that is not an address untouched", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
