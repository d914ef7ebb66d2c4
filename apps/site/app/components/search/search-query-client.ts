import { QueryClient } from "@tanstack/react-query";

/** Data fetched in the browser stays fresh 5 minutes (spec section 7, content query cache). */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

/** An unused cached result is kept 10 minutes (spec section 7, "10 minute retention"). */
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;

/**
 * The query cache of the search dialog. Created inside the lazily loaded dialog module, so
 * TanStack Query never weighs on a page's initial bundle (the 100 KB initial-JavaScript budget in apps/site/README.md).
 */
export function createSearchQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        // A static file does not change when the tab regains focus.
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}
