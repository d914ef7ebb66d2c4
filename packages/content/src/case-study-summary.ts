import type { CaseStudyDocument } from "./content-document";
import { leadParagraph } from "./lead-paragraph";

/** A case study on a listing card (spec section 3, "Case study summary"). */
export interface CaseStudySummary {
  title: string;
  /** The front matter excerpt, else the first paragraph of the body. */
  summary: string;
  imageUrl: string | undefined;
  /** The case study's page, `/case-studies/{slug}`. */
  link: string;
  tags: string[];
}

/** The listing card of a case study, linking to `/case-studies/{slug}` (spec section 2). */
export function caseStudySummary(document: CaseStudyDocument): CaseStudySummary {
  return {
    title: document.title,
    summary: document.excerpt ?? leadParagraph(document.body),
    imageUrl: document.imageUrl,
    link: `/case-studies/${document.slug}`,
    tags: [...document.tags],
  };
}
