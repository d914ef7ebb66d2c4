import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  createKeyedHash,
  createPseudonymizer,
  fileThrottleKey,
  filePseudonymKeys,
  memoryPseudonymKeys,
  PSEUDONYM_KEY_FILE,
  pseudonymPeriod,
  secretPseudonymKeys,
  secretThrottleKey,
  THROTTLE_KEY_FILE,
} from "./pseudonym-key";

const JUNE = Date.parse("2025-06-16T12:00:00.000Z");
const JULY = Date.parse("2025-07-01T00:00:00.000Z");
const SECRET = "a-test-secret-of-at-least-32-characters";
const ADDRESS = "address:192.0.2.44";

describe("pseudonymPeriod", () => {
  it("is the UTC calendar month", () => {
    expect(pseudonymPeriod(JUNE)).toBe("2025-06");
    expect(pseudonymPeriod(JULY - 1)).toBe("2025-06");
    expect(pseudonymPeriod(JULY)).toBe("2025-07");
  });
});

describe("a pseudonymizer under a configured secret", () => {
  it("is HMAC-SHA256, never a salted hash anyone can recompute for all of IPv4", () => {
    const hash = createPseudonymizer(secretPseudonymKeys(SECRET), () => JUNE)(ADDRESS);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const publicSalted = createHash("sha256").update(`vantreo-dataroom-audit:192.0.2.44`);
    expect(hash).not.toBe(publicSalted.digest("hex"));
  });

  it("gives another hash under another secret", () => {
    const one = createPseudonymizer(secretPseudonymKeys(SECRET), () => JUNE)(ADDRESS);
    const other = createPseudonymizer(secretPseudonymKeys(`${SECRET}!`), () => JUNE)(ADDRESS);
    expect(one).not.toBe(other);
  });

  it("is stable within a month and changes with the month", () => {
    let now = JUNE;
    const hash = createPseudonymizer(secretPseudonymKeys(SECRET), () => now);
    const june = hash(ADDRESS);
    now = JULY - 1;
    expect(hash(ADDRESS)).toBe(june);
    now = JULY;
    expect(hash(ADDRESS)).not.toBe(june);
  });

  it("is the same on every instance that shares the secret", () => {
    const one = createPseudonymizer(secretPseudonymKeys(SECRET), () => JUNE)(ADDRESS);
    expect(createPseudonymizer(secretPseudonymKeys(SECRET), () => JUNE)(ADDRESS)).toBe(one);
  });
});

describe("generated keys", () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("in memory: one random key per month", () => {
    let now = JUNE;
    const keys = memoryPseudonymKeys();
    const hash = createPseudonymizer(keys, () => now);
    const june = hash(ADDRESS);
    expect(hash(ADDRESS)).toBe(june);
    expect(createPseudonymizer(memoryPseudonymKeys(), () => now)(ADDRESS)).not.toBe(june);
    now = JULY;
    expect(hash(ADDRESS)).not.toBe(june);
  });

  it("in the data folder: kept across a restart, replaced in a new month with the old key gone", () => {
    dataDir = mkdtempSync(join(tmpdir(), "lead-api-pseudonym-"));
    const june = createPseudonymizer(filePseudonymKeys(dataDir), () => JUNE)(ADDRESS);
    const file = join(dataDir, PSEUDONYM_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const juneKey = readFileSync(file, "utf8");
    expect(createPseudonymizer(filePseudonymKeys(dataDir), () => JUNE)(ADDRESS)).toBe(june);
    const july = createPseudonymizer(filePseudonymKeys(dataDir), () => JULY)(ADDRESS);
    expect(july).not.toBe(june);
    const julyFile = readFileSync(file, "utf8");
    expect(JSON.parse(julyFile)).toMatchObject({ period: "2025-07" });
    expect(julyFile).not.toContain((JSON.parse(juneKey) as { key: string }).key);
  });
});

describe("the throttle key", () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("from the secret: fixed, the same on every instance, apart from every month's pseudonym key", () => {
    const hash = createKeyedHash(secretThrottleKey(SECRET));
    expect(createKeyedHash(secretThrottleKey(SECRET))("throttle:x")).toBe(hash("throttle:x"));
    expect(createKeyedHash(secretThrottleKey(`${SECRET}!`))("throttle:x")).not.toBe(
      hash("throttle:x"),
    );
    for (const at of [JUNE, JULY])
      expect(createPseudonymizer(secretPseudonymKeys(SECRET), () => at)("throttle:x")).not.toBe(
        hash("throttle:x"),
      );
  });

  it("in the data folder: generated once (mode 0600) and kept across restarts and months", () => {
    dataDir = mkdtempSync(join(tmpdir(), "lead-api-throttle-"));
    const first = fileThrottleKey(dataDir);
    expect(statSync(join(dataDir, THROTTLE_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(fileThrottleKey(dataDir).equals(first)).toBe(true);
    expect(first).toHaveLength(32);
  });
});
