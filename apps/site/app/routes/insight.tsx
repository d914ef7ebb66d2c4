import { ArticleLayout } from "../components/article/article-layout";
import { siteConfig } from "../config/site-config";
import { articleContactHref, articleView, relatedViews } from "../data/article-view.server";
import { siteContent } from "../data/content.server";
import { breadcrumbJsonLd, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/insight";

export async function loader({ params }: Route.LoaderArgs) {
  const { insights } = await siteContent();
  const doc = insights.find((d) => d.slug === params.slug);
  if (!doc) throw new Response("Not Found", { status: 404 });
  return {
    article: articleView(doc),
    related: relatedViews(doc, insights),
    contactHref: articleContactHref("insights", doc),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  const path = `/insights/${article.slug}`;
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
        mainEntityOfPage: `${siteConfig.origin}${path}`,
      },
      breadcrumbJsonLd([
        { name: "Insights", path: "/insights" },
        { name: article.title, path },
      ]),
    ],
  });
}

export default function Insight({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleLayout
      article={loaderData.article}
      collection="insights"
      collectionLabel="Insights"
      related={loaderData.related}
      contactHref={loaderData.contactHref}
    />
  );
}
