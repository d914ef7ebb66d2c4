import { createTranslator, localeFromPath, RESOURCES } from "@vantreo/i18n";
import { PageHero } from "../../components/content-page/page-hero";
import { privatePageMeta } from "../../components/staff/private-page-meta";
import { Island } from "../../islands/island";
import type { Route } from "./+types/staff";

// The hero and head ship in the page's HTML; everything else loads after hydration, signed in.
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const t = createTranslator(localeFromPath(pathname), RESOURCES).withNamespace("deskAdmin");
  const page = (key: string) => t(`pages.staff.${key}`);
  return {
    pathname,
    copy: {
      title: page("title"),
      description: page("description"),
      eyebrow: t("pages.eyebrow"),
      h1: page("h1"),
      intro: page("intro"),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, pathname } = loaderData;
  return privatePageMeta({ title: copy.title, description: copy.description, path: pathname });
}

/** /desk/staff (owners): the staff accounts; invite with the enrollment shown once, disable, reset the second factor. */
export default function DeskStaff({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <Island name="desk-staff" />
      </div>
    </>
  );
}
