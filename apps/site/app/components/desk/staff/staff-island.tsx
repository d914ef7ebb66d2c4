import { lazy } from "react";
import { ClientIsland } from "../../api/client-island";
import { AdminLoading } from "./admin-loading";

const StaffConsole = lazy(() => import("./staff-console"));

/**
 * The island of /desk/staff. Its code (TanStack Query, the API client) loads after hydration, on
 * this page only; the prerendered page shows the loading line.
 */
export function StaffIsland() {
  return (
    <ClientIsland fallback={<AdminLoading />}>
      <StaffConsole />
    </ClientIsland>
  );
}
