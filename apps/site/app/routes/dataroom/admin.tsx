import { localeFromPath } from "@vantreo/i18n";
import { lazy } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { PageHero } from "../../components/content-page/page-hero";
import { ClientIsland } from "../../components/dataroom/client-island";
import { dataroomMeta } from "../../components/dataroom/dataroom-page-meta";
import { DATAROOM_COPY } from "../../copy/dataroom-pages";
import type { Route } from "./+types/admin";

// Sign-in and the whole administration load after hydration, on this page only.
const AdminConsole = lazy(() => import("../../components/dataroom/admin/admin-console"));

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  return { pathname, copy: DATAROOM_COPY[locale].admin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, pathname } = loaderData;
  return dataroomMeta({ title: copy.title, description: copy.description, path: pathname });
}

function Loading() {
  const { t } = useTranslation("dataroom");
  return (
    <p role="status" className="text-muted-foreground">
      {t("loading")}
    </p>
  );
}

/**
 * /dataroom/admin (issue #15): sign-in with the credentials configured on the lead API; then the
 * requests (approve with a number of days, or revoke), the code shown once, the documents with
 * the form to add one, and the access log.
 */
export default function DataroomAdmin({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ClientIsland fallback={<Loading />}>
          <AdminConsole />
        </ClientIsland>
      </div>
    </>
  );
}
