import { localeFromPath } from "@vantreo/i18n";
import { ArticleLayout } from "../components/article/article-layout";
import { ARTICLE_PAGE_COPY } from "../copy/article-page";
import { articleContactHref, articleView, relatedViews } from "../data/article-view.server";
import { siteContent } from "../data/content.server";
import { articleJsonLd } from "../seo/article-json-ld";
import { breadcrumbJsonLd, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/insight";

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { insights } = await siteContent();
  const doc = insights.find((d) => d.slug === params.slug);
  if (!doc) throw new Response("Not Found", { status: 404 });
  return {
    locale,
    copy: ARTICLE_PAGE_COPY[locale],
    article: articleView(doc),
    related: relatedViews(doc, insights),
    contactHref: articleContactHref("insights", doc),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article, copy } = loaderData;
  const path = `/insights/${article.slug}`;
  return pageMeta({
    title: article.title,
    description: article.excerpt ?? article.title,
    path,
    type: "article",
    published: article.date,
    keywords: article.tags,
    structuredData: [
      articleJsonLd({
        title: article.title,
        description: article.excerpt,
        date: article.date,
        author: article.author,
        path,
      }),
      breadcrumbJsonLd([
        { name: copy.collections.insights, path: "/insights" },
        { name: article.title, path },
      ]),
    ],
  });
}

export default function Insight({ loaderData }: Route.ComponentProps) {
  const { article, copy, locale, related, contactHref } = loaderData;
  return (
    <ArticleLayout
      article={article}
      collection="insights"
      copy={copy}
      locale={locale}
      related={related}
      contactHref={contactHref}
    />
  );
}
