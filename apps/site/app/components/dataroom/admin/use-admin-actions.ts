import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { adminApi } from "../admin-api";
import { isNoSession } from "../../api/api-error";
import { DATAROOM_QUERY_KEYS } from "../dataroom-query-client";
import type { AdminSession, DocumentInput } from "@vantreo/contracts/core";

/**
 * The administrator's state-changing calls, bound to the session's CSRF token. After each one
 * the lists it changes (and the access log) are fetched again; a call refused because the
 * session ended drops the session, so the sign-in form comes back.
 */
export function useAdminActions(session: AdminSession) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const settle = async <T>(call: Promise<T>, lists: readonly (readonly string[])[]) => {
      try {
        return await call;
      } catch (error) {
        if (isNoSession(error)) queryClient.setQueryData(DATAROOM_QUERY_KEYS.adminSession, null);
        throw error;
      } finally {
        await Promise.all(
          [...lists, DATAROOM_QUERY_KEYS.adminAudit].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
    };
    const token = session.csrfToken;
    return {
      approve: (id: string, days: number) =>
        settle(adminApi.approve(token, id, days), [DATAROOM_QUERY_KEYS.adminRequests]),
      revoke: (id: string) =>
        settle(adminApi.revoke(token, id), [DATAROOM_QUERY_KEYS.adminRequests]),
      addDocument: (input: DocumentInput) =>
        settle(adminApi.addDocument(token, input), [
          DATAROOM_QUERY_KEYS.adminDocuments,
          DATAROOM_QUERY_KEYS.catalog,
        ]),
      signOut: async () => {
        try {
          await adminApi.signOut(token);
        } finally {
          queryClient.removeQueries({ queryKey: ["dataroom", "admin"] });
          queryClient.setQueryData(DATAROOM_QUERY_KEYS.adminSession, null);
        }
      },
    };
  }, [queryClient, session.csrfToken]);
}

/** The actions of {@link useAdminActions}. */
export type AdminActions = ReturnType<typeof useAdminActions>;
