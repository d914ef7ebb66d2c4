import { lazy } from "react";
import { ClientIsland } from "../../api/client-island";
import { DocumentLoading } from "./document-states";

const DocumentLive = lazy(() => import("./document-live"));

/** The island of /dataroom/{slug}: the document for a valid session, under its watermark. */
export function DocumentIsland() {
  return (
    <ClientIsland fallback={<DocumentLoading />}>
      <DocumentLive />
    </ClientIsland>
  );
}
