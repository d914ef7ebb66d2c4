import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_MESSAGES, errorEnvelope, isErrorCode } from "./errors";

describe("the error registry", () => {
  it("holds every code the staff, desk and data-room endpoints answer, once", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of [
      "invalid_request",
      "invalid_json",
      "unsupported_media_type",
      "payload_too_large",
      "csrf",
      "no_session",
      "forbidden",
      "version_conflict",
      "invalid_code",
      "slug_taken",
      "link_expired",
    ])
      expect(isErrorCode(code), code).toBe(true);
  });

  it("knows no other code, and no inherited property is a code", () => {
    expect(isErrorCode("network")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(1)).toBe(false);
  });

  it("gives every code a message of its own", () => {
    for (const code of ERROR_CODES) expect(ERROR_MESSAGES[code].length, code).toBeGreaterThan(5);
  });

  it("writes the one envelope, with the registered message and the extra facts", () => {
    expect(errorEnvelope("invalid_request", { fields: { q: "at most 100 characters" } })).toEqual({
      error: {
        code: "invalid_request",
        message: "Please correct the highlighted fields.",
        fields: { q: "at most 100 characters" },
      },
    });
  });
});
