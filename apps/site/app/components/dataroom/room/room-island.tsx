import { lazy } from "react";
import { ClientIsland } from "../../api/client-island";
import { RoomPlaceholder } from "./room-placeholder";

// The catalogue and session bar (TanStack Query, the API client) load after hydration.
const RoomLive = lazy(() => import("./room-live"));

/** The island of /dataroom: the catalogue and the visitor's session, from the lead API. */
export function RoomIsland({ headingId }: { headingId: string }) {
  return (
    <ClientIsland fallback={<RoomPlaceholder headingId={headingId} />}>
      <RoomLive headingId={headingId} />
    </ClientIsland>
  );
}
