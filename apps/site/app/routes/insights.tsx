import { insightSummary } from "@vantreo/content";
import { localeFromPath } from "@vantreo/i18n";
import { Island } from "../islands/island";
import { PageHero } from "../components/content-page/page-hero";
import { INSIGHTS_PAGE_COPY } from "../copy/insights-page";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/insights";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const { insights } = await siteContent();
  return {
    pathname,
    locale,
    copy: INSIGHTS_PAGE_COPY[locale],
    items: insights.map(insightSummary),
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

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { copy, items, locale } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <Island
          name="insight-list"
          hydrate="idle"
          props={{
            items,
            collection: "insights",
            filterLabel: copy.filterLabel,
            allLabel: copy.allLabel,
            locale,
          }}
        />
      </div>
    </>
  );
}
