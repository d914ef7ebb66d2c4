/** Lists are sorted by date, newest first (spec section 3); ties keep a stable slug order. */
export function sortByDateDesc<T extends { date: string; slug: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
