/**
 * The path of a document in the visitor's language: the English `/dataroom/<slug>` localized the
 * way the document route is (`/de/dataroom/<slug>`, `/ar/dataroom/<slug>`). The route map knows
 * the pattern, not each slug, so the pattern's prefix is localized and the slug appended.
 */
export function documentPath(localize: (englishPath: string) => string, slug: string): string {
  return `${localize("/dataroom")}/${encodeURIComponent(slug)}`;
}
