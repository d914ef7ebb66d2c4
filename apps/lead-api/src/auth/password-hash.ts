import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** The cost of new hashes: scrypt's N, r, p and the key length in bytes. */
export type ScryptParameters = { N: number; r: number; p: number; keyLength: number };

/** log2 N of the production cost, and the lowest and highest `LEAD_API_SCRYPT_LOG_N` accepted. */
export const SCRYPT_LOG_N = { production: 17, min: 14, max: 20 } as const;

/**
 * The scrypt cost of new hashes (RFC 7914): N = 2^`LEAD_API_SCRYPT_LOG_N` (17 unless set), r = 8,
 * p = 1, a 32-byte key. 2^17 is the minimum of the OWASP Password Storage Cheat Sheet (2025) and
 * the least the configuration accepts when NODE_ENV=production (see config.ts); test runs set 14
 * so that every staff sign-in of the suites does not cost 128 MiB and half a second. Returns null
 * when the variable is not an integer from {@link SCRYPT_LOG_N}.min to .max.
 */
export function scryptParameters(
  logN: string | undefined = process.env.LEAD_API_SCRYPT_LOG_N,
): ScryptParameters | null {
  const text = logN?.trim() || String(SCRYPT_LOG_N.production);
  const value = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= SCRYPT_LOG_N.min && value <= SCRYPT_LOG_N.max)) return null;
  return { N: 2 ** value, r: 8, p: 1, keyLength: 32 };
}

/**
 * The cost of this process's new hashes, read once at start. 2^17 takes 128 MiB of memory per
 * hash: `derive` raises Node's 32 MiB default `maxmem` accordingly. Hashes of a lower cost still
 * verify and are replaced at the next sign-in (see {@link needsRehash}).
 */
export const SCRYPT_PARAMETERS: ScryptParameters = scryptParameters() ?? {
  N: 2 ** SCRYPT_LOG_N.production,
  r: 8,
  p: 1,
  keyLength: 32,
};

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
export async function hashPassword(
  password: string,
  parameters: ScryptParameters = SCRYPT_PARAMETERS,
): Promise<string> {
  const { N, r, p, keyLength } = parameters;
  const salt = randomBytes(16);
  const hash = await derive(password, salt, N, r, p, keyLength);
  return ["scrypt", N, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/**
 * Whether a stored hash costs less than {@link SCRYPT_PARAMETERS} (memory `N·r`, or `N·r·p` in
 * all), so that a sign-in with the right password should store a new hash of today's cost.
 */
export function needsRehash(
  stored: PasswordHash,
  parameters: ScryptParameters = SCRYPT_PARAMETERS,
): boolean {
  const { N, r, p } = parameters;
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
