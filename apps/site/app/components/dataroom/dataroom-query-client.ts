import { QueryClient } from "@tanstack/react-query";
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from "../search/search-query-client";
import { DataroomApiError } from "./dataroom-api-error";

/** Cache keys of the data room's queries. */
export const DATAROOM_QUERY_KEYS = {
  catalog: ["dataroom", "catalog"] as const,
  me: ["dataroom", "me"] as const,
  document: (slug: string) => ["dataroom", "document", slug] as const,
  adminSession: ["dataroom", "admin", "session"] as const,
  adminRequests: ["dataroom", "admin", "requests"] as const,
  adminDocuments: ["dataroom", "admin", "documents"] as const,
  adminAudit: ["dataroom", "admin", "audit"] as const,
};

/**
 * Session-bound reads are never served from the cache: a revoked investor must be refused at
 * once, every view must reach the API's audit log, and a confidential body should not linger in
 * memory after the reader leaves (issue #15).
 */
export const SESSION_QUERY_OPTIONS = { staleTime: 0, gcTime: 0 } as const;

/**
 * The data room's query cache: 5 minutes fresh and 10 minutes kept, like every browser fetch of
 * the site (spec section 7, the search dialog's cache). Answers that will not change on a retry
 * (4xx: no session, not found, locked) are not retried.
 */
export function createDataroomQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 &&
          !(error instanceof DataroomApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
