import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** The SHA-256 digest of a secret, hex-encoded: what the store keeps instead of the secret. */
export function secretDigest(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** A fresh opaque 256-bit secret (session token, CSRF token), base64url without padding. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Whether two secrets are equal, in constant time: both are hashed first, so the comparison
 * takes the same time whatever their lengths or the position of the first difference
 * (`timingSafeEqual` needs equal lengths; OWASP ASVS 2.9.3 / 6.2).
 */
export function secretsMatch(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}
