import type { StorageLike } from "./browser-env";
import {
  allCategoriesGranted,
  CONSENT_CATEGORIES,
  onlyFunctionalGranted,
  type ConsentCategories,
} from "./consent-categories";
import type { ConsentRecord } from "./consent-expiry";
import { readJson, removeKey, writeJson } from "./safe-storage";

/** The local-storage key of the consent record. */
export const CONSENT_STORAGE_KEY = "cookieConsent";

/** The local-storage key of the privacy-notice acceptance time (ms since the epoch). */
export const PRIVACY_NOTICE_STORAGE_KEY = "privacyNoticeAcceptedAt";

/** The local-storage key of the sticky "do not sell or share" opt-out. */
export const DO_NOT_SELL_STORAGE_KEY = "doNotSell";

/** The record of spec section 3 plus the policy revision and the per-category choices. */
export interface StoredConsent extends ConsentRecord {
  /** The policy revision the visitor answered; a higher current revision re-prompts. */
  revision: number;
  categories: ConsentCategories;
}

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function parseCategories(value: unknown, fallback: ConsentCategories): ConsentCategories {
  if (!isRecordObject(value)) return fallback;
  const categories = { ...fallback };
  for (const category of CONSENT_CATEGORIES) {
    if (typeof value[category] === "boolean") categories[category] = value[category];
  }
  categories.functional = true;
  return categories;
}

/**
 * The stored consent record, or null when there is none or it is malformed. A record without a
 * revision counts as revision 1 (the first policy), and one without categories takes them from
 * its choice, so plain `{ cookieConsent, timestamp }` records keep working.
 */
export function readStoredConsent(storage: StorageLike | undefined): StoredConsent | null {
  const value = readJson(storage, CONSENT_STORAGE_KEY);
  if (!isRecordObject(value)) return null;
  const { cookieConsent, timestamp, revision } = value;
  if (cookieConsent !== "accepted" && cookieConsent !== "declined") return null;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp)) return null;
  const fallback = cookieConsent === "accepted" ? allCategoriesGranted() : onlyFunctionalGranted();
  return {
    cookieConsent,
    timestamp,
    revision: typeof revision === "number" && Number.isInteger(revision) ? revision : 1,
    categories: parseCategories(value.categories, fallback),
  };
}

/** Saves the consent record; false when storage is unavailable. */
export function writeStoredConsent(
  storage: StorageLike | undefined,
  record: StoredConsent,
): boolean {
  return writeJson(storage, CONSENT_STORAGE_KEY, record);
}

/** Deletes the consent record (the banner shows again). */
export function removeStoredConsent(storage: StorageLike | undefined): void {
  removeKey(storage, CONSENT_STORAGE_KEY);
}

/** Whether the visitor has opted out of the sale or sharing of personal data. */
export function readDoNotSell(storage: StorageLike | undefined): boolean {
  return readJson(storage, DO_NOT_SELL_STORAGE_KEY) === true;
}

/** Saves or lifts the "do not sell or share" opt-out. */
export function writeDoNotSell(storage: StorageLike | undefined, optedOut: boolean): void {
  if (optedOut) writeJson(storage, DO_NOT_SELL_STORAGE_KEY, true);
  else removeKey(storage, DO_NOT_SELL_STORAGE_KEY);
}
