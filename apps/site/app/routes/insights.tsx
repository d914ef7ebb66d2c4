import { insightSummary } from "@vantreo/content";
import { InsightList } from "../components/article/collection-list";
import { PageHero } from "../components/content-page/page-hero";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/insights";

export async function loader() {
  const { insights } = await siteContent();
  return { items: insights.map(insightSummary) };
}

export function meta() {
  return pageMeta({
    title: "Insights on enterprise data, AI and governance",
    description:
      "Research, guides and field notes from Vantreo's practitioners on private AI, data architecture, MLOps, AI governance and AI-enhanced security.",
    path: "/insights",
  });
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Insights"
        h1="Insights for data and AI leaders"
        lead="Field-tested guidance from our practitioners: why AI projects stall and how they scale, private LLMs, data platforms, governance and security. Newest first."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <InsightList
          items={loaderData.items}
          collection="insights"
          filterLabel="Filter by topic"
          allLabel="All topics"
        />
      </div>
    </>
  );
}
