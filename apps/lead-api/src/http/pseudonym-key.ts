import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The file in the data folder that holds the current month's generated key. */
export const PSEUDONYM_KEY_FILE = "pseudonym-key.json";

/**
 * The key of one rotation period. Keys rotate every UTC calendar month (`2025-06`): a hash from
 * one month cannot be linked to the same address in another, and a month's key is never kept
 * once the month is over.
 */
export type PseudonymKeys = (period: string) => Buffer;

/** The rotation period of an instant: its UTC calendar month, `YYYY-MM`. */
export function pseudonymPeriod(at: number): string {
  return new Date(at).toISOString().slice(0, 7);
}

/**
 * Keys derived from a configured secret (`LEAD_API_IP_HASH_SECRET`): HMAC-SHA256(secret,
 * period), so every instance sharing the secret derives the same month key, and none is stored.
 * Whoever holds the secret can derive past months again: replacing it forgets them all.
 */
export function secretPseudonymKeys(secret: string): PseudonymKeys {
  let current: { period: string; key: Buffer } | undefined;
  return (period) => {
    if (current?.period !== period)
      current = {
        period,
        key: createHmac("sha256", secret).update(`vantreo-pseudonym:${period}`).digest(),
      };
    return current.key;
  };
}

/**
 * Random keys held in memory only, a new one each month: for in-process use and tests, where
 * nothing outlives the process anyway.
 */
export function memoryPseudonymKeys(): PseudonymKeys {
  let current: { period: string; key: Buffer } | undefined;
  return (period) => {
    if (current?.period !== period) current = { period, key: randomBytes(32) };
    return current.key;
  };
}

function readKeyFile(path: string): { period: string; key: Buffer } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as { period?: unknown; key?: unknown };
    if (typeof parsed.period !== "string" || typeof parsed.key !== "string") return undefined;
    const key = Buffer.from(parsed.key, "base64url");
    return key.length === 32 ? { period: parsed.period, key } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Random keys generated once per month and kept in `dataDir/pseudonym-key.json` (mode 0600), so
 * a restart keeps the month's key: the first use in a new month overwrites the file with a fresh
 * key, and the old one is gone for good. One file serves one instance: instances that share a
 * database share `LEAD_API_IP_HASH_SECRET` instead.
 */
export function filePseudonymKeys(dataDir: string): PseudonymKeys {
  const path = join(dataDir, PSEUDONYM_KEY_FILE);
  let current = readKeyFile(path);
  return (period) => {
    if (current?.period === period) return current.key;
    const next = { period, key: randomBytes(32) };
    mkdirSync(dataDir, { recursive: true });
    // Written aside and renamed over: a crash never leaves half a key behind.
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ period, key: next.key.toString("base64url") }), {
      mode: 0o600,
    });
    renameSync(temporary, path);
    current = next;
    return next.key;
  };
}

/**
 * A keyed pseudonym of personal data (an address, a mistyped username): HMAC-SHA256 under the
 * current month's key, hex. Without the key the hash cannot be reversed by trying every IPv4
 * address, as a fixed public salt could be (GDPR art. 4(5) pseudonymisation).
 */
export function createPseudonymizer(
  keys: PseudonymKeys,
  now: () => number,
): (value: string) => string {
  return (value) =>
    createHmac("sha256", keys(pseudonymPeriod(now())))
      .update(value, "utf8")
      .digest("hex");
}

/** The file in the data folder that holds the throttle key (see {@link fileThrottleKey}). */
export const THROTTLE_KEY_FILE = "throttle-key.json";

/**
 * The key of throttle and rate-limit keys, which must not rotate: a month's key would forget
 * every failure and window at 00:00 UTC on the 1st (security review 2026-11-28, I5). It does
 * not weaken the monthly unlinkability of stored hashes: throttle rows live a day and rate
 * counters one window, then retention deletes them. Derived from `LEAD_API_IP_HASH_SECRET`
 * (every instance sharing the secret derives the same key).
 */
export function secretThrottleKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("vantreo-throttle").digest();
}

/**
 * The throttle key generated once and kept in `dataDir/throttle-key.json` (mode 0600), so a
 * restart or a new month keeps every pair's failure history; one file serves one instance.
 */
export function fileThrottleKey(dataDir: string): Buffer {
  const path = join(dataDir, THROTTLE_KEY_FILE);
  const stored = readKeyFile(path);
  if (stored?.period === "throttle") return stored.key;
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ period: "throttle", key: key.toString("base64url") }), {
    mode: 0o600,
  });
  renameSync(temporary, path);
  return key;
}

/** A keyed hash under one fixed key (HMAC-SHA256, hex): throttle and rate-limit keys. */
export function createKeyedHash(key: Buffer): (value: string) => string {
  return (value) => createHmac("sha256", key).update(value, "utf8").digest("hex");
}
