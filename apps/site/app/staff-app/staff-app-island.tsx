import { lazy } from "react";
import { ClientIsland } from "../components/api/client-island";
import { DeskLoading } from "../components/desk/desk-loading";

const StaffApp = lazy(() => import("./staff-app"));

/**
 * The island of the staff app's shell page: the app (React Router, TanStack Query, the API
 * client) loads after hydration; the prerendered page shows the loading line and links nowhere.
 */
export function StaffAppIsland() {
  return (
    <ClientIsland
      fallback={
        <div className="p-6">
          <DeskLoading />
        </div>
      }
    >
      <StaffApp />
    </ClientIsland>
  );
}
