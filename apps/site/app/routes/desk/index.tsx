import { localeFromPath } from "@vantreo/i18n";
import { PageHero } from "../../components/content-page/page-hero";
import { privatePageMeta } from "../../components/staff/private-page-meta";
import { Island } from "../../islands/island";
import { DESK_COPY } from "../../copy/desk-pages";
import type { Route } from "./+types/index";

// The inbox loads after hydration, for a signed-in staff member only.
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return { pathname, copy: DESK_COPY[localeFromPath(pathname)].inbox };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, pathname } = loaderData;
  return privatePageMeta({ title: copy.title, description: copy.description, path: pathname });
}

/** /desk: the staff's inbox of leads (sign-in, filters, counts, export). */
export default function DeskInbox({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <Island name="lead-desk" props={{ page: "inbox" }} />
      </div>
    </>
  );
}
