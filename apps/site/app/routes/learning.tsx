import { insightSummary } from "@vantreo/content";
import { Button } from "@vantreo/ui";
import { Link } from "react-router";
import { InsightList } from "../components/article/collection-list";
import { PageHero } from "../components/content-page/page-hero";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/learning";

export async function loader() {
  const { learning } = await siteContent();
  return { items: learning.map(insightSummary) };
}

export function meta() {
  return pageMeta({
    title: "Learning: courses and guides for AI teams",
    description:
      "Structured learning paths for data and AI teams from Vantreo's practitioners, alongside our insights and research.",
    path: "/learning",
  });
}

export default function Learning({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Learning"
        h1="Learning for data and AI teams"
        lead="Structured learning paths for engineers, analysts and leaders who build and govern AI."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {items.length > 0 ? (
          <InsightList
            items={items}
            collection="learning"
            filterLabel="Filter by topic"
            allLabel="All topics"
          />
        ) : (
          <section
            aria-labelledby="empty-heading"
            className="mx-auto max-w-2xl rounded-2xl border bg-card p-10 text-center"
          >
            <h2 id="empty-heading" className="text-2xl font-bold">
              No learning paths are published yet
            </h2>
            <p className="mt-4 text-muted-foreground">
              Our first courses are in preparation. Until then, our insights cover the same ground,
              and our AI training and upskilling service runs workshops for your teams.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/insights">Read the insights</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/services/ai-training-upskilling">AI training and upskilling</Link>
              </Button>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
