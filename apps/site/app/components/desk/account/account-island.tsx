import { lazy } from "react";
import { ClientIsland } from "../../api/client-island";
import { DeskLoading } from "../desk-loading";

const AccountConsole = lazy(() => import("./account-console"));

/** The island of /desk/account; its code loads after hydration, on this page only. */
export function AccountIsland() {
  return (
    <ClientIsland fallback={<DeskLoading />}>
      <AccountConsole />
    </ClientIsland>
  );
}
