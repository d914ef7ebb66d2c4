import type { InsightDocument, LearningDocument } from "./content-document";
import { leadParagraph } from "./lead-paragraph";

/** An insight (or learning item) on a listing card (spec section 3, "Insight summary"). */
export interface InsightSummary {
  slug: string;
  title: string;
  /** The front matter excerpt, else the first paragraph of the body. */
  excerpt: string;
  date: string;
  tags: string[];
}

/** The listing card of an insight or learning item; a missing excerpt falls back to the lead paragraph. */
export function insightSummary(document: InsightDocument | LearningDocument): InsightSummary {
  const { slug, title, date, tags } = document;
  return {
    slug,
    title,
    excerpt: document.excerpt ?? leadParagraph(document.body),
    date,
    tags: [...tags],
  };
}
