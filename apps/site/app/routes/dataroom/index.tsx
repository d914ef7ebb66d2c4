import { localeFromPath } from "@vantreo/i18n";
import { Link } from "../../navigation";
import { PageHero } from "../../components/content-page/page-hero";
import { SectionShell } from "../../components/content-page/section-shell";
import { dataroomMeta } from "../../components/dataroom/dataroom-page-meta";
import { useLocalizedPath } from "../../navigation/use-locale";
import { Island } from "../../islands/island";
import { siteConfig } from "../../config/site-config";
import { DATAROOM_COPY } from "../../copy/dataroom-pages";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  return { pathname, copy: DATAROOM_COPY[locale].room };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, pathname } = loaderData;
  return dataroomMeta({ title: copy.title, description: copy.description, path: pathname });
}

const CATALOG_HEADING = "dataroom-catalog-heading";

/**
 * /dataroom: what the room holds (titles and descriptions from the lead API) and how
 * access works: request, review, personal code, read.
 */
export default function DataroomIndex({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const localize = useLocalizedPath();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.intro} />
      <section aria-labelledby={CATALOG_HEADING} className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <Island name="dataroom-room" props={{ headingId: CATALOG_HEADING }} />
        <noscript>
          <p className="mt-4">
            {copy.noscript}{" "}
            <a href={`mailto:${siteConfig.email}`} className="underline underline-offset-4">
              {siteConfig.email}
            </a>
          </p>
        </noscript>
      </section>
      <SectionShell id="dataroom-steps" heading={copy.stepsHeading} muted>
        <ol className="grid gap-6 md:grid-cols-4">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border bg-background p-6">
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8">
          <Link
            to={localize("/dataroom/access")}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {copy.accessLink}
          </Link>
        </p>
      </SectionShell>
    </>
  );
}
