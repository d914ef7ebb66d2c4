import { localeFromPath } from "@vantreo/i18n";
import { PageHero } from "../../components/content-page/page-hero";
import { Island } from "../../islands/island";
import { dataroomMeta } from "../../components/dataroom/dataroom-page-meta";
import { DATAROOM_COPY } from "../../copy/dataroom-pages";
import { STAFF_PAGE } from "../../components/shell/shell-kind";
import type { Route } from "./+types/admin";

/** A page for the firm's staff: the shell leaves out the public site's marketing. */
export const handle = STAFF_PAGE;

// Sign-in and the whole administration load after hydration, on this page only.
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

/**
 * /dataroom/admin: staff sign-in on the lead API (investor-relations or owner role); then the
 * requests (approve with a number of days, or revoke), the code shown once, the documents with
 * the form to add one, and the access log.
 */
export default function DataroomAdmin({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <Island name="dataroom-admin" />
      </div>
    </>
  );
}
