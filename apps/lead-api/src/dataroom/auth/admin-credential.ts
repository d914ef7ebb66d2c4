import { createHash, createHmac } from "node:crypto";
import { secretsMatch } from "./secret-digest";

/**
 * A fingerprint of the configured admin credentials: SHA-256 of the username and the whole
 * encoded password hash (salt included), so a new password, a re-hash of the same one or another
 * username each give another fingerprint.
 */
export function credentialFingerprint(username: string, encodedHash: string): string {
  return createHash("sha256").update(`${username}\u0000${encodedHash}`, "utf8").digest("hex");
}

/**
 * The stored digest of an admin session token, bound to the credentials it was issued under:
 * HMAC-SHA256 keyed by their fingerprint. Once the credentials change, the same cookie digests to
 * a key no session has, so every session signed in under the old ones ends (OWASP ASVS 3.3.3,
 * sessions end when the credential changes); without credentials no session is looked up at all.
 */
export function adminSessionDigest(token: string, fingerprint: string): string {
  return createHmac("sha256", fingerprint).update(token, "utf8").digest("hex");
}

/** Whether a typed username is the configured admin's, compared in constant time. */
export function isAdminUsername(typed: string, configured: string): boolean {
  return secretsMatch(typed, configured);
}

/**
 * How the access log names whoever tried to sign in: the admin's username when that is what was
 * typed, else a keyed pseudonym, never the text itself: people type passwords into username
 * fields, and the log must not keep one in clear text (OWASP Logging Cheat Sheet, data to
 * exclude). The pseudonym still shows repeated attempts with the same unknown name.
 */
export function auditedUsername(
  typed: string,
  configured: string,
  pseudonymize: (value: string) => string,
): string {
  if (isAdminUsername(typed, configured)) return configured;
  return `unknown:${pseudonymize(`username:${typed}`).slice(0, 16)}`;
}
