import { lazy } from "react";
import { ClientIsland } from "../../api/client-island";
import { DeskLoading } from "../desk-loading";

const PrivacyConsole = lazy(() => import("./privacy-console"));

/**
 * The island of /desk/privacy. Its code (TanStack Query, the API client) loads after hydration, on
 * this page only; the prerendered page shows the loading line.
 */
export function PrivacyIsland() {
  return (
    <ClientIsland fallback={<DeskLoading />}>
      <PrivacyConsole />
    </ClientIsland>
  );
}
