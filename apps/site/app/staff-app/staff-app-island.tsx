import { useTranslation } from "@vantreo/i18n/react";
import { lazy } from "react";
import { ClientIsland } from "../components/api/client-island";
import { DeskLoading } from "../components/desk/desk-loading";

const StaffApp = lazy(() => import("./staff-app"));

/**
 * The island of the staff app's shell page: the app (React Router, TanStack Query, the API
 * client) loads after hydration; the prerendered page shows the app's name as its one heading
 * and the loading line, and links nowhere. Each page of the app then brings its own heading.
 */
export function StaffAppIsland() {
  const { t } = useTranslation("desk");
  return (
    <ClientIsland
      fallback={
        <div className="p-6">
          <h1 className="text-2xl font-semibold tracking-tight">{t("nav.label")}</h1>
          <div className="mt-4">
            <DeskLoading />
          </div>
        </div>
      }
    >
      <StaffApp />
    </ClientIsland>
  );
}
