/** What {@link relatedItems} needs of an item. */
export interface Relatable {
  slug: string;
  date: string;
  tags: readonly string[];
}

/** Default number of related items shown under a document. */
export const RELATED_ITEMS_LIMIT = 3;

/**
 * Other items that share tags with `item`: most shared tags first (tags compared without case),
 * then newest, then by slug. Items sharing no tag, and `item` itself, are left out.
 */
export function relatedItems<T extends Relatable>(
  item: Relatable,
  items: readonly T[],
  limit = RELATED_ITEMS_LIMIT,
): T[] {
  const tags = new Set(item.tags.map((tag) => tag.toLowerCase()));
  return items
    .filter((other) => other.slug !== item.slug)
    .map((other) => ({
      other,
      shared: new Set(other.tags.map((t) => t.toLowerCase()).filter((t) => tags.has(t))).size,
    }))
    .filter(({ shared }) => shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.other.date.localeCompare(a.other.date) ||
        a.other.slug.localeCompare(b.other.slug),
    )
    .slice(0, limit)
    .map(({ other }) => other);
}
