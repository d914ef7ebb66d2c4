import type { PreparedEntry } from "./prepare-index";
import { SEARCH_WEIGHTS } from "./search-weights";

/**
 * Points an entry earns from the query's text alone (spec section 9): title 10, excerpt 5,
 * problem statement 7, keyword cluster 8, content tag 3. Each field counts once; 0 means the
 * query matches nowhere and the entry is not a result.
 */
export function scoreEntry(entry: PreparedEntry, normalizedQuery: string): number {
  let score = 0;
  if (entry.title.includes(normalizedQuery)) score += SEARCH_WEIGHTS.title;
  if (entry.description.includes(normalizedQuery)) score += SEARCH_WEIGHTS.excerpt;
  if (entry.problem.includes(normalizedQuery)) score += SEARCH_WEIGHTS.problemStatement;
  if (entry.clusters.includes(normalizedQuery)) score += SEARCH_WEIGHTS.keywordCluster;
  if (entry.tags.includes(normalizedQuery)) score += SEARCH_WEIGHTS.contentTag;
  return score;
}
