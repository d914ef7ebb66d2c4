import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useCallback } from "react";
import { orNoSession } from "../api/api-error";
import { staffSessionApi } from "./desk-api";
import { DESK_QUERY_KEYS } from "./desk-query-client";
import type { StaffSession } from "@vantreo/contracts/core";

/** What a desk page knows of the staff member: the session (null signed out) and its changes. */
export interface StaffSessionState {
  query: UseQueryResult<StaffSession | null>;
  session: StaffSession | null;
  /** True when the last session ended under the visitor's hands (shown at the sign-in). */
  ended: boolean;
  signedIn(session: StaffSession): void;
  signOut(): Promise<void>;
}

/**
 * The signed-in staff member (name, roles, CSRF token). A call that answers `no_session` anywhere
 * on the page sets the session to null and `ended` to true (see desk-query-client.ts).
 */
export function useStaffSession(): StaffSessionState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: DESK_QUERY_KEYS.session,
    // The session (and its CSRF token) survives a reload: the lead API answers it from the cookie.
    queryFn: ({ signal }) => orNoSession(staffSessionApi.current(signal)),
    staleTime: Infinity,
    retry: false,
  });
  const ended = useQuery({
    queryKey: DESK_QUERY_KEYS.sessionEnded,
    queryFn: () => false,
    initialData: false,
    staleTime: Infinity,
  }).data;
  const signedIn = useCallback(
    (session: StaffSession) => {
      queryClient.setQueryData(DESK_QUERY_KEYS.sessionEnded, false);
      queryClient.setQueryData(DESK_QUERY_KEYS.session, session);
    },
    [queryClient],
  );
  const signOut = useCallback(async () => {
    const session = queryClient.getQueryData<StaffSession | null>(DESK_QUERY_KEYS.session);
    try {
      if (session) await staffSessionApi.signOut(session.csrfToken);
    } finally {
      // Signing out always ends here: a failed call still forgets the session locally.
      queryClient.removeQueries({ queryKey: DESK_QUERY_KEYS.leads });
      queryClient.setQueryData(DESK_QUERY_KEYS.session, null);
    }
  }, [queryClient]);
  return { query, session: query.data ?? null, ended, signedIn, signOut };
}
