import { createHash, randomBytes } from "node:crypto";

/** How long an invitation or reset link works (ms): 72 hours. */
export const STAFF_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** A fresh link token: 256 random bits, base64url (RFC 4648 section 5), URL-safe. */
export function newStaffLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The SHA-256 digest stored instead of the token, so a database leak opens no account. */
export function staffLinkDigest(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
