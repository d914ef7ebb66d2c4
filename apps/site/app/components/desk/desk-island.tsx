import { useTranslation } from "@vantreo/i18n/react";
import { lazy } from "react";
import { ClientIsland } from "../api/client-island";
import type { DeskView } from "./desk-console";

const DeskConsole = lazy(() => import("./desk-console"));

function Loading() {
  const { t } = useTranslation("desk");
  return (
    <p role="status" className="text-muted-foreground">
      {t("loading")}
    </p>
  );
}

/**
 * The island of the desk's pages: the inbox, the spam folder or one lead. Its code (TanStack
 * Query, the API client) loads after hydration, on /desk pages only; the prerendered page shows
 * the loading line and links nowhere.
 */
export function DeskIsland({ page }: { page: DeskView }) {
  return (
    <ClientIsland fallback={<Loading />}>
      <DeskConsole page={page} />
    </ClientIsland>
  );
}
