import { useTranslation } from "@vantreo/i18n/react";
import { useState } from "react";
import { useLocalizedPath } from "../../../navigation/use-locale";
import { DataroomQueryProvider } from "../dataroom-query-provider";
import { documentPath } from "../document-path";
import { useInvestorSession } from "../use-investor-session";
import { RoomCatalog } from "./room-catalog";
import { CatalogHeading } from "./room-placeholder";
import { SessionBar } from "./session-bar";

function RoomContents({ headingId }: { headingId: string }) {
  const { t } = useTranslation("dataroom");
  const localize = useLocalizedPath();
  const session = useInvestorSession();
  const signedIn = session.isSuccess;
  const [signedOut, setSignedOut] = useState(false);
  return (
    <>
      <p
        role="status"
        className={signedOut && !signedIn ? "mb-8 rounded-lg border p-4" : "sr-only"}
      >
        {signedOut && !signedIn ? t("session.signedOut") : ""}
      </p>
      {signedIn ? (
        <div className="mb-8">
          <SessionBar session={session.data} onSignedOut={() => setSignedOut(true)} />
        </div>
      ) : null}
      <CatalogHeading id={headingId} />
      <div className="mt-6">
        <RoomCatalog hrefOf={signedIn ? (slug) => documentPath(localize, slug) : undefined} />
      </div>
    </>
  );
}

/**
 * The browser part of /dataroom: the investor's session bar and the catalogue (the way in, for
 * visitors without a session, is in the page's static "how access works" section). Default export so
 * the page loads it with `React.lazy` after hydration (TanStack Query stays out of the route's
 * initial bundle).
 */
export default function RoomLive({ headingId }: { headingId: string }) {
  return (
    <DataroomQueryProvider>
      <RoomContents headingId={headingId} />
    </DataroomQueryProvider>
  );
}
