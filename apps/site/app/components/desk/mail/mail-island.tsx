import { lazy } from "react";
import { ClientIsland } from "../../api/client-island";
import { DeskLoading } from "../desk-loading";

const MailConsole = lazy(() => import("./mail-console"));

/**
 * The island of /desk/mail. Its code (TanStack Query, the API client) loads after hydration, on
 * this page only; the prerendered page shows the loading line.
 */
export function MailIsland() {
  return (
    <ClientIsland fallback={<DeskLoading />}>
      <MailConsole />
    </ClientIsland>
  );
}
