import { randomInt } from "node:crypto";

/**
 * The 32 characters of an access code: digits and capitals without the look-alikes 0/O and 1/I.
 * 16 characters of 5 bits each give 80 bits.
 */
export const ACCESS_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const GROUPS = 4;
const GROUP_LENGTH = 4;
const CODE_PATTERN = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`);

/** A new access code such as `K7QM-3XHP-9TRW-C4NV`, from the CSPRNG without modulo bias. */
export function generateAccessCode(): string {
  const characters = Array.from(
    { length: GROUPS * GROUP_LENGTH },
    () => ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)],
  ).join("");
  return characters.match(new RegExp(`.{${GROUP_LENGTH}}`, "g"))?.join("-") ?? characters;
}

/**
 * The canonical form of a typed code, or null when it cannot be one: case-insensitive, spaces
 * and dashes ignored (people copy codes with stray spaces or type them in lower case).
 */
export function normalizeAccessCode(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 64) return null;
  const canonical = input.replace(/[\s-]/g, "").toUpperCase();
  return CODE_PATTERN.test(canonical) ? canonical : null;
}

/**
 * The part of a typed code that names which code is meant, as the account of its attempt
 * throttle: the first group (20 of its 80 bits), or `malformed` for anything that is no code.
 * The other 60 bits stay the secret. Two investors' codes share a first group once in about a
 * million, so one investor's failures never slow down another's, and nobody can slow down a code
 * whose first group they do not know.
 */
export function accessCodeSelector(input: unknown): string {
  return normalizeAccessCode(input)?.slice(0, GROUP_LENGTH) ?? "malformed";
}
