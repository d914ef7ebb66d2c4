/** Shapes a rendered document for the article template (build time only). */
import {
  insightSummary,
  relatedItems,
  type CaseStudyDocument,
  type InsightDocument,
  type LearningDocument,
  type RenderedDocument,
} from "@vantreo/content";
import type { ArticleView, RelatedView } from "../components/article/article-layout";

type Doc = RenderedDocument<InsightDocument | CaseStudyDocument | LearningDocument>;

export function articleView(doc: Doc): ArticleView {
  return {
    slug: doc.slug,
    title: doc.title,
    date: doc.date,
    author: doc.author,
    tags: [...doc.tags],
    excerpt: doc.excerpt,
    downloadUrl: doc.downloadUrl,
    html: doc.html,
    toc: doc.toc.map((entry) => ({ id: entry.id, text: entry.text, depth: entry.depth })),
    minutes: doc.readingTime.minutes,
  };
}

/** Up to three documents of the same collection sharing the most tags. */
export function relatedViews(doc: Doc, all: readonly Doc[]): RelatedView[] {
  return relatedItems(doc, all).map((item) => {
    const summary = insightSummary(item as InsightDocument);
    return {
      slug: summary.slug,
      title: summary.title,
      excerpt: summary.excerpt,
      date: summary.date,
      tags: summary.tags,
    };
  });
}

/** The article call to action: /contact with source, utm_service and subject (spec section 2). */
export function articleContactHref(collection: string, doc: Doc): string {
  const topic = (doc.tags[0] ?? collection)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const params = new URLSearchParams({
    source: `${collection}-article`,
    utm_service: topic,
    subject: doc.title,
  });
  return `/contact?${params.toString()}`;
}
