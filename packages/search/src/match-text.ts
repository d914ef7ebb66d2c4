/** Queries shorter than this list everything (spec section 5). */
export const MIN_QUERY_LENGTH = 2;

/** Case-insensitive substring match (spec section 5). */
export function matchesText(haystack: string, query: string): boolean {
  return haystack.toLowerCase().includes(query.trim().toLowerCase());
}
