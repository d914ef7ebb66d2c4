import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { Analytics } from "@vantreo/consent";
import { deserializeIndex, type SearchIndex } from "@vantreo/search";
import { sendTiming } from "../analytics/send-timing";
import { TIMING_LABELS } from "../analytics/timing-labels";
import { useOptionalAnalytics } from "../analytics/use-optional-analytics";

/** Where the build publishes the index (the `search-index.json` resource route). */
export const SEARCH_INDEX_URL = "/search-index.json";

/** Cache key of the index in the query cache. */
export const SEARCH_INDEX_QUERY_KEY = ["search-index"] as const;

// No abort signal: an index whose download has begun is worth finishing even if the dialog's
// observer unmounts (React's StrictMode remounts it in development), so it is fetched once.
// Its time, from the request to a usable index, is reported as timing_complete
// `search_index_load` (spec section 7), only with analytics consent and only when it loaded.
async function fetchSearchIndex(analytics: Analytics | null): Promise<SearchIndex> {
  const started = performance.now();
  const response = await fetch(SEARCH_INDEX_URL);
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
  const index = deserializeIndex(await response.json());
  sendTiming(analytics, TIMING_LABELS.searchIndexLoad, performance.now() - started);
  return index;
}

/**
 * The published search index, fetched through the query cache only once the dialog is open
 * (`enabled`), so a visitor who never searches never downloads it; later opens read the cache.
 */
export function useSearchIndex(enabled: boolean): UseQueryResult<SearchIndex> {
  const analytics = useOptionalAnalytics();
  return useQuery({
    queryKey: SEARCH_INDEX_QUERY_KEY,
    queryFn: () => fetchSearchIndex(analytics),
    enabled,
  });
}
