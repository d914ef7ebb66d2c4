import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "react-router";
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
  return (
    <>
      {signedIn ? (
        <div className="mb-8">
          <SessionBar session={session.data} />
        </div>
      ) : null}
      <CatalogHeading id={headingId} />
      <div className="mt-6">
        <RoomCatalog hrefOf={signedIn ? (slug) => documentPath(localize, slug) : undefined} />
      </div>
      {session.isError ? (
        <p className="mt-6">
          <Link
            to={localize("/dataroom/access")}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {t("session.requestOrEnter")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * The browser part of /dataroom: the investor's session bar and the catalogue. Default export so
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
