import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/**
 * The second factor's parameters: RFC 6238 TOTP with the defaults every authenticator app reads
 * from an otpauth URI (HMAC-SHA1, 6 digits, 30-second steps), a 160-bit secret (RFC 4226
 * section 4 recommends 160 bits) and one step of clock drift either way (RFC 6238 section 5.2).
 */
export const TOTP_PARAMETERS = { digits: 6, period: 30, window: 1, secretBytes: 20 } as const;

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = "Vantreo";

const ENCRYPTED = "aes-256-gcm:";
const PLAIN = "plain:";

/**
 * The key that encrypts TOTP secrets at rest: `LEAD_API_STAFF_TOTP_KEY`, 32 bytes written as
 * base64 or base64url (e.g. `openssl rand -base64 32`); null when the text is not such a key.
 */
export function parseTotpKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[\w+/-]{43}=?$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replaceAll("+", "-").replaceAll("/", "_"), "base64url");
  return bytes.length === 32 ? bytes : null;
}

/** A fresh random secret, base32 as otpauth URIs carry it. */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_PARAMETERS.secretBytes }).base32;
}

/**
 * The secret as stored: AES-256-GCM under `key`, bound to the account id as associated data (a
 * secret copied onto another account's row does not open), or `plain:` when no key is configured
 * (the README says so: the database then holds the second factor in clear).
 */
export function sealTotpSecret(base32: string, accountId: string, key: Buffer | null): string {
  if (!key) return `${PLAIN}${base32}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(accountId, "utf8"));
  const sealed = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"));
  return `${ENCRYPTED}${parts.join(".")}`;
}

/** The base32 secret of a stored one, or null when it cannot be opened (no key, wrong key). */
export function openTotpSecret(
  stored: string,
  accountId: string,
  key: Buffer | null,
): string | null {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  if (!stored.startsWith(ENCRYPTED) || !key) return null;
  const [iv, tag, sealed] = stored
    .slice(ENCRYPTED.length)
    .split(".")
    .map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv)
      .setAAD(Buffer.from(accountId, "utf8"))
      .setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

function totpOf(base32: string, email: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: TOTP_PARAMETERS.digits,
    period: TOTP_PARAMETERS.period,
    secret: Secret.fromBase32(base32),
  });
}

/** The `otpauth://totp/…` URI an authenticator app enrols from (shown once). */
export function enrolmentUri(base32: string, email: string): string {
  return totpOf(base32, email).toString();
}

/**
 * The RFC 6238 time step `code` belongs to at `now` (within one step of drift), or null when the
 * code is not valid. The caller refuses a step already used, so a code is good once.
 */
export function matchingStep(base32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(base32, "").validate({
    token: code,
    timestamp: now,
    window: TOTP_PARAMETERS.window,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PARAMETERS.period) + delta;
}
