import { scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  SCRYPT_PARAMETERS,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  scryptParameters,
  verifyPassword,
} from "./password-hash";

const PRODUCTION = scryptParameters("17");

describe("admin password hashes", () => {
  it("hash with scrypt N=2^17, r=8, p=1 (OWASP's minimum) into scrypt$N$r$p$salt$hash, checkable with node:crypto", async () => {
    const stored = await hashPassword("Peachtree-Dunwoody-2025", PRODUCTION ?? undefined);
    const [scheme, n, r, p, salt, hash] = stored.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "131072", "8", "1"]);
    const expected = scryptSync(
      "Peachtree-Dunwoody-2025",
      Buffer.from(salt ?? "", "base64url"),
      32,
      {
        N: 131_072,
        r: 8,
        p: 1,
        maxmem: 256 * 1024 * 1024,
      },
    );
    expect(hash).toBe(expected.toString("base64url"));
  });

  it("take the cost of new hashes from LEAD_API_SCRYPT_LOG_N: 2^17 unless set, 2^14 to 2^20 only", async () => {
    expect(PRODUCTION).toEqual({ N: 131_072, r: 8, p: 1, keyLength: 32 });
    expect(scryptParameters("")).toEqual(PRODUCTION);
    expect(scryptParameters("14")?.N).toBe(16_384);
    expect(scryptParameters("20")?.N).toBe(1_048_576);
    for (const bad of ["13", "21", "17.5", "1e1", "seventeen"])
      expect(scryptParameters(bad)).toBeNull();
    // This run's cost (vitest.config.ts sets 14) is what hashPassword writes by default.
    const [, n] = (await hashPassword("Peachtree-Dunwoody-2025")).split("$");
    expect(Number(n)).toBe(SCRYPT_PARAMETERS.N);
  });

  it("salt every hash afresh", async () => {
    expect(await hashPassword("same password here")).not.toBe(
      await hashPassword("same password here"),
    );
  });

  it("verify the right password and refuse a wrong one", async () => {
    const parsed = parsePasswordHash(await hashPassword("Peachtree-Dunwoody-2025"));
    if (!parsed) throw new Error("unparsable hash");
    expect(await verifyPassword("Peachtree-Dunwoody-2025", parsed)).toBe(true);
    expect(await verifyPassword("Peachtree-Dunwoody-2026", parsed)).toBe(false);
    expect(await verifyPassword("", parsed)).toBe(false);
  });

  it("ask for a new hash of a lower cost, never of today's or a higher one", () => {
    const salt = "c2FsdHNhbHRzYWx0c2FsdA";
    const hash = "A".repeat(43);
    const cost = (n: number, r: number, p: number) => {
      const parsed = parsePasswordHash(`scrypt$${n}$${r}$${p}$${salt}$${hash}`);
      if (!parsed) throw new Error("unparsable hash");
      return needsRehash(parsed, PRODUCTION ?? undefined);
    };
    expect(cost(32_768, 8, 1)).toBe(true);
    expect(cost(65_536, 8, 1)).toBe(true);
    expect(cost(131_072, 4, 2)).toBe(true);
    expect(cost(131_072, 8, 1)).toBe(false);
    expect(cost(262_144, 8, 1)).toBe(false);
  });

  it("refuse hashes in another format or with a trivial or ruinous cost", () => {
    const salt = "c2FsdHNhbHRzYWx0c2FsdA";
    const hash = "A".repeat(43);
    expect(parsePasswordHash(`scrypt$32768$8$1$${salt}$${hash}`)).not.toBeNull();
    for (const bad of [
      `scrypt$1024$8$1$${salt}$${hash}`,
      `scrypt$30000$8$1$${salt}$${hash}`,
      `scrypt$2097152$8$1$${salt}$${hash}`,
      `argon2$32768$8$1$${salt}$${hash}`,
      `scrypt$32768$8$1$${salt}$short`,
      "password",
    ]) {
      expect(parsePasswordHash(bad), bad).toBeNull();
    }
  });
});
