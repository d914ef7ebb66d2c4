/**
 * What the index reads from the content collections and the service catalogue. Structural
 * subsets of the catalogue entry and content summaries (CONTRACTS.md), so the full objects can
 * be passed as they are and this package needs no dependency on `@vantreo/content`.
 */

/** Title and short description of a service in one locale. */
export interface SearchableServiceTranslation {
  readonly title: string;
  readonly shortDescription: string;
}

/** The fields of a service catalogue entry that search reads. */
export interface SearchableService {
  readonly id: string;
  readonly slug: string;
  readonly category: string;
  readonly title: string;
  readonly shortDescription: string;
  readonly problemStatement: string;
  readonly keywordClusters: readonly string[];
  readonly i18n?: {
    readonly de?: SearchableServiceTranslation;
    readonly ar?: SearchableServiceTranslation;
  };
}

/** The fields of an insight, case study or learning item that search reads. */
export interface SearchableDocument {
  readonly slug: string;
  readonly title: string;
  /** ISO date, YYYY-MM-DD. */
  readonly date: string;
  readonly tags: readonly string[];
  /** Absent on one bundled article (spec section 3): the description is then empty. */
  readonly excerpt?: string;
  /** Case-study summaries call their excerpt `summary`; read when `excerpt` is absent. */
  readonly summary?: string;
}

/** The collections an index is built from; each is optional and keeps its given order. */
export interface SearchSources {
  readonly services?: readonly SearchableService[];
  readonly insights?: readonly SearchableDocument[];
  readonly caseStudies?: readonly SearchableDocument[];
  readonly learning?: readonly SearchableDocument[];
}
