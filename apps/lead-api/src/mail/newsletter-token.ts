import { createHash, randomBytes } from "node:crypto";

/** How long a confirmation link works (ms): seven days. */
export const NEWSLETTER_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A fresh confirmation token: 256 random bits, base64url (RFC 4648 section 5), URL-safe. */
export function newNewsletterToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The SHA-256 digest stored instead of the token, so a database leak confirms nobody. */
export function newsletterTokenDigest(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
