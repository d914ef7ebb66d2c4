import { QueryClient, type QueryClientConfig } from "@tanstack/react-query";
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from "../search/search-query-client";
import { ApiError } from "./api-error";

/**
 * A query cache for the lead API's pages (data room, lead desk): 5 minutes fresh and 10 minutes
 * kept, like every browser fetch of the site (spec section 7, the search dialog's cache).
 * Answers that will not change on a retry (4xx: no session, not found, locked) are not retried.
 * `caches` adds the page's own query and mutation caches (their global error handlers).
 */
export function createApiQueryClient(
  caches: Pick<QueryClientConfig, "queryCache" | "mutationCache"> = {},
): QueryClient {
  return new QueryClient({
    ...caches,
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
