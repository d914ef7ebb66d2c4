import { insightSummary } from "@vantreo/content";
import { localeFromPath } from "@vantreo/i18n";
import { Island } from "../islands/island";
import { LearningEmptyState } from "../components/content/learning-empty-state";
import { PageHero } from "../components/content-page/page-hero";
import { LEARNING_PAGE_COPY } from "../copy/learning-page";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/learning";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const { learning } = await siteContent();
  return {
    pathname,
    locale,
    copy: LEARNING_PAGE_COPY[locale],
    items: learning.map(insightSummary),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: loaderData.copy.title,
    description: loaderData.copy.description,
    path: loaderData.pathname,
  });
}

export default function Learning({ loaderData }: Route.ComponentProps) {
  const { copy, items, locale } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {items.length > 0 ? (
          <Island
            name="insight-list"
            hydrate="idle"
            props={{
              items,
              collection: "learning",
              filterLabel: copy.filterLabel,
              allLabel: copy.allLabel,
              locale,
            }}
          />
        ) : (
          <LearningEmptyState copy={copy} />
        )}
      </div>
    </>
  );
}
