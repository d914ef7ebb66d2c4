import { secretsMatch } from "../auth/secret-digest";

/**
 * A keyed HMAC-SHA256 under the lead API's fixed key (`LEAD_API_IP_HASH_SECRET`, else the data
 * folder's throttle key): the same function that keys the throttle counters, told apart by a
 * purpose prefix, so every instance signs and checks alike and nothing has to be stored.
 */
export type KeyedHash = (value: string) => string;

/**
 * The unsubscribe token of a record (a newsletter signup, or any lead a non-transactional mail
 * is sent for): its id and the keyed HMAC of it. Stateless, so every later mail can carry it
 * without keeping a secret per person; it only ever unsubscribes, so a forwarded mail gives
 * nobody more than the unsubscribe link itself (RFC 8058 section 3.1: the URL must identify the
 * recipient without needing context).
 */
export function unsubscribeToken(recordId: string, hash: KeyedHash): string {
  return `${recordId}.${hash(`newsletter-unsubscribe:${recordId}`)}`;
}

/** The record id a token was signed for, or null when the signature does not match. */
export function unsubscribeRecordId(token: string, hash: KeyedHash): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const recordId = token.slice(0, dot);
  return secretsMatch(token, unsubscribeToken(recordId, hash)) ? recordId : null;
}

/**
 * The suppression list's key for an address: keyed, so the list names nobody to whoever reads
 * it without the key, and case-folded, so `Ada@Example.com` is the same person.
 */
export function suppressionDigest(address: string, hash: KeyedHash): string {
  return hash(`newsletter-suppression:${address.trim().toLowerCase()}`);
}
