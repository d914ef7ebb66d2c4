import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether an `Authorization` header carries `Bearer <expected>`. Both tokens are hashed first, so
 * the comparison takes the same time whatever the length or the first wrong character
 * (`timingSafeEqual` needs equal lengths). No expected token means the admin API is closed.
 */
export function hasBearerToken(header: string | undefined, expected: string | undefined): boolean {
  if (!expected || !header) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(expected));
}
