import { useQuery } from "@tanstack/react-query";
import { Button } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { adminApi } from "../admin-api";
import { isNoSession } from "../dataroom-api-error";
import { DATAROOM_QUERY_KEYS } from "../dataroom-query-client";
import { DataroomQueryProvider } from "../dataroom-query-provider";
import type { AdminSession } from "@vantreo/leads/dataroom";
import { errorText } from "../error-text";
import { AdminSignInForm } from "./admin-sign-in-form";
import { AdminWorkspace } from "./admin-workspace";

// The session (and its CSRF token) survives a reload: the lead API answers it from the cookie.
async function currentSession(): Promise<AdminSession | null> {
  try {
    return await adminApi.session();
  } catch (error) {
    if (isNoSession(error)) return null;
    throw error;
  }
}

function Console() {
  const { t } = useTranslation("dataroom");
  const session = useQuery({
    queryKey: DATAROOM_QUERY_KEYS.adminSession,
    queryFn: currentSession,
    staleTime: Infinity,
    retry: false,
  });
  if (session.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t("loading")}
      </p>
    );
  }
  if (session.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p>{errorText(t, session.error)}</p>
        <Button variant="outline" onClick={() => void session.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  return session.data ? <AdminWorkspace session={session.data} /> : <AdminSignInForm />;
}

/**
 * The browser part of /dataroom/admin: sign-in, then the administration. Default export so the
 * page loads it with `React.lazy` after hydration.
 */
export default function AdminConsole() {
  return (
    <DataroomQueryProvider>
      <Console />
    </DataroomQueryProvider>
  );
}
