import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * The scrypt cost of new hashes (RFC 7914): N = 2^17, r = 8, p = 1, a 32-byte key, the minimum
 * of the OWASP Password Storage Cheat Sheet (2025). 128 MiB of memory per hash: `derive` raises
 * Node's 32 MiB default `maxmem` accordingly. Hashes of a lower cost still verify and are
 * replaced at the next sign-in (see {@link needsRehash}).
 */
export const SCRYPT_PARAMETERS = { N: 131_072, r: 8, p: 1, keyLength: 32 } as const;

/** A parsed `scrypt$N$r$p$salt$hash` string. */
export type PasswordHash = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

const FORMAT = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([\w-]{16,128})\$([\w-]{43,128})$/;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, length: number) {
  // 128·N·r bytes of memory; OpenSSL refuses anything at or over maxmem, so leave headroom.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1_048_576 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Parses a stored hash, or null when it is not one this API accepts: N a power of two from
 * 2^14 to 2^20, r 1–32, p 1–16 (a typo must not turn into a trivial or a ruinous cost).
 */
export function parsePasswordHash(text: string): PasswordHash | null {
  const match = FORMAT.exec(text.trim());
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const powerOfTwo = Number.isInteger(Math.log2(N));
  if (!powerOfTwo || N < 16_384 || N > 1_048_576 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(match[4] ?? "", "base64url");
  const hash = Buffer.from(match[5] ?? "", "base64url");
  return hash.length >= 32 ? { N, r, p, salt, hash } : null;
}

/** Hashes a password with a fresh 16-byte salt into `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = SCRYPT_PARAMETERS;
  const salt = randomBytes(16);
  const hash = await derive(password, salt, N, r, p, keyLength);
  return ["scrypt", N, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/**
 * Whether a stored hash costs less than {@link SCRYPT_PARAMETERS} (memory `N·r`, or `N·r·p` in
 * all), so that a sign-in with the right password should store a new hash of today's cost.
 */
export function needsRehash(stored: PasswordHash): boolean {
  const { N, r, p } = SCRYPT_PARAMETERS;
  return stored.N * stored.r < N * r || stored.N * stored.r * stored.p < N * r * p;
}

/** Whether `password` matches `stored`, compared with `timingSafeEqual` (same length by design). */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const derived = await derive(
    password,
    stored.salt,
    stored.N,
    stored.r,
    stored.p,
    stored.hash.length,
  );
  return timingSafeEqual(derived, stored.hash);
}
