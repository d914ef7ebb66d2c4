import { localeFromPath } from "@vantreo/i18n";
import { PageHero } from "../../components/content-page/page-hero";
import { Island } from "../../islands/island";
import { dataroomMeta } from "../../components/dataroom/dataroom-page-meta";
import { DATAROOM_COPY } from "../../copy/dataroom-pages";
import { useLocalizedPath } from "../../navigation/use-locale";
import type { Route } from "./+types/access";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  return { pathname, copy: DATAROOM_COPY[locale].access };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, pathname } = loaderData;
  return dataroomMeta({ title: copy.title, description: copy.description, path: pathname });
}

/**
 * /dataroom/access: request access (name, e-mail, firm, message), stored by the lead
 * API for review, or enter an access code to open a session. Both forms are in the page's HTML
 * and need no lazily loaded code: they post with fetch.
 */
export default function DataroomAccess({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const localize = useLocalizedPath();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.intro} />
      <Island
        name="dataroom-access"
        hydrate="idle"
        props={{ roomPath: localize("/dataroom"), backLink: copy.backLink }}
      />
    </>
  );
}
