import { MutationCache, QueryCache, type QueryClient } from "@tanstack/react-query";
import { isNoSession } from "../api/api-error";
import { createApiQueryClient } from "../api/api-query-client";

/** Cache keys of the desk's queries. */
export const DESK_QUERY_KEYS = {
  session: ["desk", "session"] as const,
  /** True once a call answered `no_session`: the sign-in form says the session ended. */
  sessionEnded: ["desk", "session-ended"] as const,
  leads: ["desk", "leads"] as const,
  list: (query: string) => ["desk", "leads", "list", query] as const,
  lead: (id: string) => ["desk", "leads", "detail", id] as const,
  staff: ["desk", "staff"] as const,
  /** The signed-in person's saved views (dropped with the lead reads when the session ends). */
  views: ["desk", "leads", "views"] as const,
};

/**
 * The desk's answers carry personal data and change under other staff's hands: never served
 * from the cache, never kept after the page stops using them.
 */
export const DESK_QUERY_OPTIONS = { staleTime: 0, gcTime: 0 } as const;

/** How long a section's list stays in memory after the staff member left the section. */
export const DESK_SECTION_GC_TIME_MS = 5 * 60_000;

/**
 * A desk section's list (the privacy queue, the subscribers): after the first load, coming back
 * to the section paints the last page from memory at once and re-reads it in the background
 * (`staleTime` 0: always revalidated on entry). Kept five minutes only, and dropped with every
 * other lead read when the session ends (`removeQueries` of `DESK_QUERY_KEYS.leads`).
 */
export const DESK_SECTION_QUERY_OPTIONS = {
  staleTime: 0,
  gcTime: DESK_SECTION_GC_TIME_MS,
} as const;

/**
 * The desk's query cache. Any call that answers `no_session` (the 30-minute idle or 8-hour
 * limit passed, or an owner disabled the account) ends the session here too: the session is
 * forgotten, every lead read is dropped, and the page shows the sign-in with its message.
 */
export function createDeskQueryClient(): QueryClient {
  const ended = (error: unknown) => {
    if (!isNoSession(error) || client.getQueryData(DESK_QUERY_KEYS.session) == null) return;
    client.setQueryData(DESK_QUERY_KEYS.sessionEnded, true);
    client.setQueryData(DESK_QUERY_KEYS.session, null);
    client.removeQueries({ queryKey: DESK_QUERY_KEYS.leads });
  };
  const client = createApiQueryClient({
    queryCache: new QueryCache({ onError: ended }),
    mutationCache: new MutationCache({ onError: ended }),
  });
  return client;
}
