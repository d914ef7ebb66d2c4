import { localeFromPath } from "@vantreo/i18n";
import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../navigation";
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
  const { t } = useTranslation("dataroom");
  const localize = useLocalizedPath();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.intro} />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="dataroom-request-heading">
          <h2 id="dataroom-request-heading" className="text-2xl font-bold tracking-tight">
            {t("request.heading")}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">{t("request.intro")}</p>
          <Island
            name="dataroom-request-access"
            hydrate="idle"
            props={{ headingId: "dataroom-request-heading" }}
          />
        </section>
        <section aria-labelledby="dataroom-code-heading">
          <h2 id="dataroom-code-heading" className="text-2xl font-bold tracking-tight">
            {t("code.heading")}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">{t("code.intro")}</p>
          <Island
            name="dataroom-access-code"
            hydrate="idle"
            props={{ headingId: "dataroom-code-heading" }}
          />
          <p className="mt-10">
            <Link
              to={localize("/dataroom")}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {copy.backLink}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
