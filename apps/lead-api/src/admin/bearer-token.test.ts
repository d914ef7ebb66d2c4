import { describe, expect, it } from "vitest";
import { hasBearerToken } from "./bearer-token";

const TOKEN = "admin-token-0123456789abcdef-0123456";

describe("hasBearerToken", () => {
  it("accepts exactly the configured token after 'Bearer'", () => {
    expect(hasBearerToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasBearerToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it("refuses another token, a prefix of it, another scheme or a missing header", () => {
    expect(hasBearerToken(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(hasBearerToken(`Bearer ${TOKEN}0`, TOKEN)).toBe(false);
    expect(hasBearerToken(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(hasBearerToken(undefined, TOKEN)).toBe(false);
  });

  it("refuses everything when no token is configured", () => {
    expect(hasBearerToken("Bearer anything", undefined)).toBe(false);
    expect(hasBearerToken("Bearer ", "")).toBe(false);
  });
});
