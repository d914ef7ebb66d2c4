/**
 * Builders of small catalogues for the tests. Defaults are neutral: they contain no persona
 * keyword, booking or urgent word, and none of the test queries, so every point a test expects
 * comes from the field it sets.
 */
import type { SearchableDocument, SearchableService } from "./search-sources";

/** A service with neutral text; `slug` also sets `id` unless `id` is given. */
export function service(fields: Partial<SearchableService> & { slug: string }): SearchableService {
  return {
    id: fields.slug,
    category: "AI",
    title: "Neutral heading",
    shortDescription: "Neutral summary.",
    problemStatement: "Neutral problem.",
    keywordClusters: [],
    ...fields,
  };
}

/** A document with neutral text. */
export function document(
  fields: Partial<SearchableDocument> & { slug: string },
): SearchableDocument {
  return {
    title: "Neutral heading",
    date: "2025-03-04",
    tags: [],
    excerpt: "Neutral summary.",
    ...fields,
  };
}
