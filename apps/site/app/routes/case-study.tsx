import { ArticleLayout } from "../components/article/article-layout";
import { siteConfig } from "../config/site-config";
import { articleContactHref, articleView, relatedViews } from "../data/article-view.server";
import { siteContent } from "../data/content.server";
import { breadcrumbJsonLd, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/case-study";

/** /resources/private-ai-roi is the self-hosted AI ROI study under its campaign address (spec section 2). */
const ALIASES: Record<string, string> = { "/resources/private-ai-roi": "self-hosted-ai-roi" };

export async function loader({ params, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const slug = ALIASES[pathname] ?? params.slug;
  const { caseStudies } = await siteContent();
  const doc = caseStudies.find((d) => d.slug === slug);
  if (!doc) throw new Response("Not Found", { status: 404 });
  return {
    article: articleView(doc),
    related: relatedViews(doc, caseStudies),
    contactHref: articleContactHref("case-studies", doc),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  // The alias and the study share one canonical address.
  const path = `/case-studies/${article.slug}`;
  return pageMeta({
    title: article.title,
    description: article.excerpt ?? article.title,
    path,
    type: "article",
    published: article.date,
    keywords: article.tags,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        datePublished: article.date,
        author: { "@type": "Organization", name: article.author },
        publisher: { "@type": "Organization", name: siteConfig.brand, url: siteConfig.origin },
      },
      breadcrumbJsonLd([
        { name: "Case studies", path: "/case-studies" },
        { name: article.title, path },
      ]),
    ],
  });
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleLayout
      article={loaderData.article}
      collection="case-studies"
      collectionLabel="Case studies"
      related={loaderData.related}
      contactHref={loaderData.contactHref}
    />
  );
}
