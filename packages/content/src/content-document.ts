import type { CollectionKind } from "./collection-kind";
import type {
  CareerFrontMatter,
  CaseStudyFrontMatter,
  InsightFrontMatter,
  LearningFrontMatter,
} from "./front-matter-schemas";

/** What every loaded document carries besides its front matter. */
export interface DocumentBase {
  /** The file name without `.md` (spec section 3: "slug (from file name)"). */
  slug: string;
  /** The path the document was read from, as given to the loader; used in error messages. */
  file: string;
  /** The markdown after the front matter, not yet rendered. */
  body: string;
}

/** An insight article as loaded from disk. */
export type InsightDocument = DocumentBase & InsightFrontMatter;
/** A learning item as loaded from disk. */
export type LearningDocument = DocumentBase & LearningFrontMatter;
/** A case study as loaded from disk. */
export type CaseStudyDocument = DocumentBase & CaseStudyFrontMatter;
/** An open role as loaded from disk. */
export type CareerDocument = DocumentBase & CareerFrontMatter;

/** The document type each collection kind loads into. */
export interface DocumentByKind {
  insight: InsightDocument;
  "case-study": CaseStudyDocument;
  learning: LearningDocument;
  career: CareerDocument;
}

/** The document type of collection `K`. */
export type CollectionDocument<K extends CollectionKind> = DocumentByKind[K];
