import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  enrolmentUri,
  matchingStep,
  newTotpSecret,
  openTotpSecret,
  parseTotpKey,
  sealTotpSecret,
} from "./totp-secret";

const KEY = randomBytes(32);

describe("TOTP secrets", () => {
  it("seals a secret with AES-256-GCM when a key is configured, never in clear", () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(secret, "account-1", KEY);
    expect(sealed).toMatch(/^aes-256-gcm:/);
    expect(sealed).not.toContain(secret);
    expect(openTotpSecret(sealed, "account-1", KEY)).toBe(secret);
  });

  it("does not open a sealed secret with another key, on another account or without a key", () => {
    const sealed = sealTotpSecret(newTotpSecret(), "account-1", KEY);
    expect(openTotpSecret(sealed, "account-1", randomBytes(32))).toBeNull();
    expect(openTotpSecret(sealed, "account-2", KEY)).toBeNull();
    expect(openTotpSecret(sealed, "account-1", null)).toBeNull();
  });

  it("stores the secret marked plain when no key is configured", () => {
    const secret = newTotpSecret();
    expect(sealTotpSecret(secret, "account-1", null)).toBe(`plain:${secret}`);
    expect(openTotpSecret(`plain:${secret}`, "account-1", null)).toBe(secret);
  });

  it("reads a 32-byte key in base64 or base64url and refuses anything else", () => {
    expect(parseTotpKey(KEY.toString("base64"))).toEqual(KEY);
    expect(parseTotpKey(KEY.toString("base64url"))).toEqual(KEY);
    expect(parseTotpKey(randomBytes(16).toString("base64"))).toBeNull();
    expect(parseTotpKey("not a key")).toBeNull();
  });

  it("accepts a code within one 30-second step of drift and names its step (RFC 6238)", () => {
    const secret = newTotpSecret();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const now = Date.parse("2025-06-16T12:00:10.000Z");
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, totp.generate({ timestamp: now }), now)).toBe(step);
    expect(matchingStep(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(matchingStep(secret, totp.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(matchingStep(secret, totp.generate({ timestamp: now - 60_000 }), now)).toBeNull();
    expect(matchingStep(secret, "12345", now)).toBeNull();
  });

  it("writes an otpauth URI an authenticator app reads: issuer, account, SHA1, 6 digits, 30 s", () => {
    const uri = enrolmentUri("JBSWY3DPEHPK3PXP", "morgan@vantreo.com");
    expect(uri).toBe(
      "otpauth://totp/Vantreo:morgan%40vantreo.com?issuer=Vantreo&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
    );
  });
});
