import { siteConfig } from "../config/site-config";

/** What the Article structured data says about an insight, case study or learning item. */
export interface ArticleJsonLdInput {
  title: string;
  /** The excerpt; left out when the article has none (one insight has none, spec section 3). */
  description?: string;
  /** ISO date from the front matter. */
  date: string;
  /** A team name such as "Vantreo Research Team", published as an organization. */
  author: string;
  /** The canonical path, e.g. /case-studies/self-hosted-ai-roi (also for its alias). */
  path: string;
}

/**
 * schema.org Article for an article page: headline, dates, the authoring team and the firm as
 * publisher, and the canonical page as the main entity (https://schema.org/Article). One builder
 * for every collection, so insights and case studies describe themselves the same way.
 */
export function articleJsonLd(article: ArticleJsonLdInput): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    ...(article.description ? { description: article.description } : {}),
    datePublished: article.date,
    author: { "@type": "Organization", name: article.author },
    publisher: { "@type": "Organization", name: siteConfig.brand, url: siteConfig.origin },
    mainEntityOfPage: `${siteConfig.origin}${article.path}`,
  };
}
