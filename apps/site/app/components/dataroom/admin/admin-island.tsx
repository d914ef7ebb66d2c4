import { useTranslation } from "@vantreo/i18n/react";
import { lazy } from "react";
import { ClientIsland } from "../../api/client-island";

const AdminConsole = lazy(() => import("./admin-console"));

function Loading() {
  const { t } = useTranslation("dataroom");
  return (
    <p role="status" className="text-muted-foreground">
      {t("loading")}
    </p>
  );
}

/** The island of /dataroom/admin: sign-in, requests, codes, documents and the access log. */
export function AdminIsland() {
  return (
    <ClientIsland fallback={<Loading />}>
      <AdminConsole />
    </ClientIsland>
  );
}
