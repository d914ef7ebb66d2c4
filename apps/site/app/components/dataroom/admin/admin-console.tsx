import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../api/query-state";
import { adminApi } from "../admin-api";
import { orNoSession } from "../../api/api-error";
import { DATAROOM_QUERY_KEYS } from "../dataroom-query-client";
import { DataroomQueryProvider } from "../dataroom-query-provider";
import { errorText } from "../error-text";
import { AdminSignInForm } from "./admin-sign-in-form";
import { AdminWorkspace } from "./admin-workspace";

// The session (and its CSRF token) survives a reload: the lead API answers it from the cookie.
const currentSession = () => orNoSession(adminApi.session());

/**
 * Sign-in, then the administration, in the query cache around it (the staff app's one cache;
 * the page of its own gives it the data room's).
 */
export function AdminConsoleBody() {
  const session = useQuery({
    queryKey: DATAROOM_QUERY_KEYS.adminSession,
    queryFn: currentSession,
    staleTime: Infinity,
    retry: false,
  });
  return (
    <QueryState
      query={session}
      empty={false}
      emptyText=""
      namespace="dataroom"
      errorText={errorText}
    >
      {session.data ? <AdminWorkspace session={session.data} /> : <AdminSignInForm />}
    </QueryState>
  );
}

/**
 * The browser part of /dataroom/admin: sign-in, then the administration. Default export so the
 * page loads it with `React.lazy` after hydration.
 */
export default function AdminConsole() {
  return (
    <DataroomQueryProvider>
      <AdminConsoleBody />
    </DataroomQueryProvider>
  );
}
