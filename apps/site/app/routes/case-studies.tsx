import { caseStudySummary } from "@vantreo/content";
import { CaseStudyList } from "../components/article/collection-list";
import { PageHero } from "../components/content-page/page-hero";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/case-studies";

export async function loader() {
  const { caseStudies } = await siteContent();
  return {
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

export function meta() {
  return pageMeta({
    title: "Enterprise case studies",
    description:
      "How regulated enterprises quantified private AI ROI, cut deployment time from 3 months to 2 weeks and raised platform uptime from 94% to 99.9%.",
    path: "/case-studies",
  });
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        h1="Enterprise case studies"
        lead="Anonymised engagements with the numbers our clients measured: the problem, what we built, and the result."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <CaseStudyList items={loaderData.items} />
      </div>
    </>
  );
}
