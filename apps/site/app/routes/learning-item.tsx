import { ArticleLayout } from "../components/article/article-layout";
import { articleContactHref, articleView, relatedViews } from "../data/article-view.server";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/learning-item";

export async function loader({ params }: Route.LoaderArgs) {
  const { learning } = await siteContent();
  const doc = learning.find((d) => d.slug === params.slug);
  if (!doc) throw new Response("Not Found", { status: 404 });
  return {
    article: articleView(doc),
    related: relatedViews(doc, learning),
    contactHref: articleContactHref("learning", doc),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return pageMeta({
    title: article.title,
    description: article.excerpt ?? article.title,
    path: `/learning/${article.slug}`,
    type: "article",
    published: article.date,
  });
}

export default function LearningItem({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleLayout
      article={loaderData.article}
      collection="learning"
      collectionLabel="Learning"
      related={loaderData.related}
      contactHref={loaderData.contactHref}
    />
  );
}
