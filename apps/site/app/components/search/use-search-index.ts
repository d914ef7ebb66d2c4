import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { deserializeIndex, type SearchIndex } from "@vantreo/search";

/** Where the build publishes the index (the `search-index.json` resource route). */
export const SEARCH_INDEX_URL = "/search-index.json";

/** Cache key of the index in the query cache. */
export const SEARCH_INDEX_QUERY_KEY = ["search-index"] as const;

// No abort signal: an index whose download has begun is worth finishing even if the dialog's
// observer unmounts (React's StrictMode remounts it in development), so it is fetched once.
async function fetchSearchIndex(): Promise<SearchIndex> {
  const response = await fetch(SEARCH_INDEX_URL);
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
  return deserializeIndex(await response.json());
}

/**
 * The published search index, fetched through the query cache only once the dialog is open
 * (`enabled`), so a visitor who never searches never downloads it; later opens read the cache.
 */
export function useSearchIndex(enabled: boolean): UseQueryResult<SearchIndex> {
  return useQuery({ queryKey: SEARCH_INDEX_QUERY_KEY, queryFn: fetchSearchIndex, enabled });
}
