import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ACCESS_CODE_ALPHABET, generateAccessCode, normalizeAccessCode } from "./access-code";
import { secretDigest, secretsMatch } from "../../auth/secret-digest";

describe("access codes", () => {
  it("uses 32 unambiguous characters: no 0, O, 1 or I", () => {
    expect(ACCESS_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(ACCESS_CODE_ALPHABET).size).toBe(32);
    for (const ambiguous of ["0", "O", "1", "I"])
      expect(ACCESS_CODE_ALPHABET).not.toContain(ambiguous);
  });

  it("are four dash-separated groups of four (16 × 5 = 80 bits), different each time", () => {
    const codes = Array.from({ length: 200 }, generateAccessCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(new Set(codes).size).toBe(200);
  });

  it("normalizes case, spaces and dashes, and refuses anything else", () => {
    expect(normalizeAccessCode("k7qm 3xhp-9trw  c4nv")).toBe("K7QM3XHP9TRWC4NV");
    expect(normalizeAccessCode("K7QM-3XHP-9TRW-C4NV")).toBe("K7QM3XHP9TRWC4NV");
    for (const bad of [
      "K7QM-3XHP-9TRW-C4N0",
      "K7QM-3XHP-9TRW-C4N",
      "K7QM-3XHP-9TRW-C4NVV",
      "K7QM_3XHP_9TRW_C4NV",
      7,
      null,
    ]) {
      expect(normalizeAccessCode(bad)).toBeNull();
    }
  });

  it("are stored as the SHA-256 of the canonical code", () => {
    expect(secretDigest("K7QM3XHP9TRWC4NV")).toBe(
      createHash("sha256").update("K7QM3XHP9TRWC4NV").digest("hex"),
    );
  });
});

describe("secretsMatch", () => {
  it("is true only for equal secrets, whatever their lengths", () => {
    expect(secretsMatch("token-a", "token-a")).toBe(true);
    expect(secretsMatch("token-a", "token-b")).toBe(false);
    expect(secretsMatch("token", "token-a")).toBe(false);
    expect(secretsMatch("", "token-a")).toBe(false);
  });
});
