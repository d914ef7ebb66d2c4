import { normalizeQuery, normalizeText } from "./normalize-text";

/**
 * Case-insensitive substring match (spec section 5), insensitive also to German umlaut
 * spellings and Arabic letter variants (see `normalizeText`).
 */
export function matchesText(haystack: string, query: string): boolean {
  return normalizeText(haystack).includes(normalizeQuery(query));
}
