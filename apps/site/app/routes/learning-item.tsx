import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { ArticleLayout } from "../components/article/article-layout";
import { articleContactHref, articleView, relatedViews } from "../data/article-view.server";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";

// Typed by hand rather than through ./+types: while the learning collection is empty this route
// is not registered (nothing to prerender), so React Router generates no types for it.

export async function loader({ params }: LoaderFunctionArgs) {
  const { learning } = await siteContent();
  const doc = learning.find((d) => d.slug === params.slug);
  if (!doc) throw new Response("Not Found", { status: 404 });
  return {
    article: articleView(doc),
    related: relatedViews(doc, learning),
    contactHref: articleContactHref("learning", doc),
  };
}

type LearningData = Awaited<ReturnType<typeof loader>>;

export function meta({ data }: MetaArgs<typeof loader>) {
  if (!data) return [];
  const { article } = data as LearningData;
  return pageMeta({
    title: article.title,
    description: article.excerpt ?? article.title,
    path: `/learning/${article.slug}`,
    type: "article",
    published: article.date,
  });
}

export default function LearningItem() {
  const data = useLoaderData<LearningData>();
  return (
    <ArticleLayout
      article={data.article}
      collection="learning"
      collectionLabel="Learning"
      related={data.related}
      contactHref={data.contactHref}
    />
  );
}
