import { localeFromPath } from "@vantreo/i18n";
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { ArticleLayout } from "../components/article/article-layout";
import { ARTICLE_PAGE_COPY } from "../copy/article-page";
import { articleContactHref, articleView, relatedViews } from "../data/article-view.server";
import { siteContent } from "../data/content.server";
import { pageMeta } from "../seo/page-meta";

// Typed by hand rather than through ./+types: while the learning collection is empty this route
// is not registered (nothing to prerender), so React Router generates no types for it.

export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { learning } = await siteContent();
  const doc = learning.find((d) => d.slug === params.slug);
  if (!doc) throw new Response("Not Found", { status: 404 });
  return {
    locale,
    copy: ARTICLE_PAGE_COPY[locale],
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
      copy={data.copy}
      locale={data.locale}
      related={data.related}
      contactHref={data.contactHref}
    />
  );
}
