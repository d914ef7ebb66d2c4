import { lazy } from "react";
import { ClientIsland } from "../../api/client-island";
import { DeskLoading } from "../desk-loading";

const StaffConsole = lazy(() => import("./staff-console"));

/**
 * The island of /desk/staff. Its code (TanStack Query, the API client) loads after hydration, on
 * this page only; the prerendered page shows the loading line.
 */
export function StaffIsland() {
  return (
    <ClientIsland fallback={<DeskLoading />}>
      <StaffConsole />
    </ClientIsland>
  );
}
