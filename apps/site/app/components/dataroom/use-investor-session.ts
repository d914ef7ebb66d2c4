import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useCallback } from "react";
import { DATAROOM_QUERY_KEYS, SESSION_QUERY_OPTIONS } from "./dataroom-query-client";
import type { InvestorSession } from "@vantreo/contracts/core";
import { investorApi } from "./investor-api";

/** The investor of the current session (fails with `no_session` without one), never cached. */
export function useInvestorSession(): UseQueryResult<InvestorSession> {
  return useQuery({
    queryKey: DATAROOM_QUERY_KEYS.me,
    queryFn: ({ signal }) => investorApi.me(signal),
    ...SESSION_QUERY_OPTIONS,
    retry: false,
  });
}

/** Ends the investor's session and forgets everything it read. */
export function useInvestorSignOut(): (csrfToken: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (csrfToken: string) => {
      await investorApi.signOut(csrfToken);
      queryClient.removeQueries({ queryKey: ["dataroom", "document"] });
      await queryClient.resetQueries({ queryKey: DATAROOM_QUERY_KEYS.me });
    },
    [queryClient],
  );
}
