import type { StorageLike } from "./browser-env";

/**
 * Reads and parses a JSON value; null when storage is missing, blocked (Safari private mode
 * throws on access) or the value is not valid JSON. Consent must never break the page.
 */
export function readJson(storage: StorageLike | undefined, key: string): unknown {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Writes a JSON value; returns false when storage is missing, full or blocked. */
export function writeJson(storage: StorageLike | undefined, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes a key, ignoring blocked storage. */
export function removeKey(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage has nothing to remove.
  }
}
