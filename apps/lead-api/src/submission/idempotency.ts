import { hash } from "node:crypto";
import type { IdempotencyRecord } from "../store/lead-records";

// Visible ASCII only: the key is stored and compared byte for byte, and logged nowhere.
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Whether an `Idempotency-Key` header value is acceptable (the client sends a UUID). */
export function isValidIdempotencyKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The SHA-256 of a request body, hex: what makes a retry "the same request". */
export function requestFingerprint(bytes: Uint8Array): string {
  return hash("sha256", bytes, "hex");
}

/**
 * What to do with a request whose key already has a stored answer: replay it when the body is
 * the same (a retry), or refuse with 422 when the key is reused for a different body (the
 * behaviour of the IETF draft "The Idempotency-Key HTTP Header Field", section 2.7).
 */
export function idempotentOutcome(
  existing: IdempotencyRecord,
  fingerprint: string,
): { kind: "replay"; record: IdempotencyRecord } | { kind: "mismatch" } {
  return existing.fingerprint === fingerprint
    ? { kind: "replay", record: existing }
    : { kind: "mismatch" };
}
