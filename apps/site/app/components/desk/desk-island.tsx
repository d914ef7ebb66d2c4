import { lazy } from "react";
import { ClientIsland } from "../api/client-island";
import type { DeskView } from "./desk-console";
import { DeskLoading } from "./desk-loading";

const DeskConsole = lazy(() => import("./desk-console"));

/**
 * The island of the desk's pages: the inbox, the spam folder or one lead. Its code (TanStack
 * Query, the API client) loads after hydration, on /desk pages only; the prerendered page shows
 * the loading line and links nowhere.
 */
export function DeskIsland({ page }: { page: DeskView }) {
  return (
    <ClientIsland fallback={<DeskLoading />}>
      <DeskConsole page={page} />
    </ClientIsland>
  );
}
