import { caseStudySummary } from "@vantreo/content";
import { localeFromPath } from "@vantreo/i18n";
import { CaseStudyList } from "../components/article/collection-list";
import { PageHero } from "../components/content-page/page-hero";
import { CASE_STUDIES_PAGE_COPY } from "../copy/case-studies-page";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/case-studies";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const { caseStudies } = await siteContent();
  return {
    pathname,
    copy: CASE_STUDIES_PAGE_COPY[locale],
    items: caseStudies.map((doc) => {
      const summary = caseStudySummary(doc);
      return {
        slug: doc.slug,
        title: summary.title,
        excerpt: summary.summary,
        date: doc.date,
        tags: summary.tags,
        imageUrl: summary.imageUrl,
      };
    }),
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

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { copy, items } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} h1={copy.h1} lead={copy.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <CaseStudyList items={items} />
      </div>
    </>
  );
}
