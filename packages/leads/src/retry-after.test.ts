import { describe, expect, it } from "vitest";
import { parseRetryAfter } from "./retry-after";

const NOW = Date.parse("2025-06-16T12:00:00.000Z");

describe("parseRetryAfter", () => {
  it("reads delay-seconds as milliseconds", () => {
    expect(parseRetryAfter("0", NOW)).toBe(0);
    expect(parseRetryAfter("5", NOW)).toBe(5_000);
    expect(parseRetryAfter(" 120 ", NOW)).toBe(120_000);
  });

  it("reads an HTTP date as the time left until then", () => {
    expect(parseRetryAfter("Mon, 16 Jun 2025 12:00:07 GMT", NOW)).toBe(7_000);
  });

  it("waits nothing for an HTTP date in the past", () => {
    expect(parseRetryAfter("Mon, 16 Jun 2025 11:59:00 GMT", NOW)).toBe(0);
  });

  it("returns null when the header is absent or unreadable", () => {
    expect(parseRetryAfter(null, NOW)).toBeNull();
    expect(parseRetryAfter(undefined, NOW)).toBeNull();
    expect(parseRetryAfter("", NOW)).toBeNull();
    expect(parseRetryAfter("-5", NOW)).toBeNull();
    expect(parseRetryAfter("1.5", NOW)).toBeNull();
    expect(parseRetryAfter("soon", NOW)).toBeNull();
  });
});
