import { localeFromPath } from "@vantreo/i18n";
import { ArticleLayout } from "../components/article/article-layout";
import { ARTICLE_PAGE_COPY } from "../copy/article-page";
import { articleContactHref, articleView, relatedViews } from "../data/article-view.server";
import { siteContent } from "../data/content.server";
import { articleJsonLd } from "../seo/article-json-ld";
import { breadcrumbJsonLd, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/case-study";

/** /resources/private-ai-roi is the self-hosted AI ROI study under its campaign address (spec section 2). */
const ALIASES: Record<string, string> = { "/resources/private-ai-roi": "self-hosted-ai-roi" };

export async function loader({ params, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  const slug = ALIASES[pathname] ?? params.slug;
  const { caseStudies } = await siteContent();
  const doc = caseStudies.find((d) => d.slug === slug);
  if (!doc) throw new Response("Not Found", { status: 404 });
  return {
    locale,
    copy: ARTICLE_PAGE_COPY[locale],
    article: articleView(doc),
    related: relatedViews(doc, caseStudies),
    contactHref: articleContactHref("case-studies", doc),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article, copy } = loaderData;
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
      articleJsonLd({
        title: article.title,
        description: article.excerpt,
        date: article.date,
        author: article.author,
        path,
      }),
      breadcrumbJsonLd([
        { name: copy.collections["case-studies"], path: "/case-studies" },
        { name: article.title, path },
      ]),
    ],
  });
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { article, copy, locale, related, contactHref } = loaderData;
  return (
    <ArticleLayout
      article={article}
      collection="case-studies"
      copy={copy}
      locale={locale}
      related={related}
      contactHref={contactHref}
    />
  );
}
