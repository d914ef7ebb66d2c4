import type { QueryClient } from "@tanstack/react-query";
import { createApiQueryClient } from "../api/api-query-client";

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
 * memory after the reader leaves.
 */
export const SESSION_QUERY_OPTIONS = { staleTime: 0, gcTime: 0 } as const;

/** The data room's query cache (see {@link createApiQueryClient}). */
export function createDataroomQueryClient(): QueryClient {
  return createApiQueryClient();
}
