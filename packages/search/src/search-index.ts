import type { SearchableDocument, SearchableService, SearchSources } from "./search-sources";

/** Kind of page an index entry points to. */
export type IndexEntryType = "service" | "insight" | "case-study" | "learning";

/** Text in English with the German and Arabic versions where the catalogue has them. */
export interface LocalizedText {
  readonly en: string;
  readonly de?: string;
  readonly ar?: string;
}

/** One searchable page. Plain data: what `serializeIndex` writes and the dialog fetches. */
export interface IndexEntry {
  readonly type: IndexEntryType;
  /** Catalogue id of a service (matched by challenges and the price table); slug otherwise. */
  readonly id: string;
  readonly slug: string;
  readonly category: string;
  readonly title: LocalizedText;
  /** Short description of a service, excerpt of a document. */
  readonly description: LocalizedText;
  /** Problem statement of a service; empty for documents. */
  readonly problem: string;
  /** Keyword clusters of a service; empty for documents. */
  readonly clusters: readonly string[];
  /** Tags of a document; empty for services. */
  readonly tags: readonly string[];
  /** ISO date of a document. */
  readonly date?: string;
}

/** The search index: entries in result-tie order (services, insights, case studies, learning). */
export interface SearchIndex {
  readonly version: 1;
  readonly entries: readonly IndexEntry[];
}

/** Category shown on document results, by type. */
export const DOCUMENT_CATEGORIES = {
  insight: "Insight",
  "case-study": "Case Study",
  learning: "Learning",
} as const;

/** Builds a {@link LocalizedText}, leaving out the translations that are missing. */
export function localizedText(en: string, de?: string, ar?: string): LocalizedText {
  return { en, ...(de === undefined ? {} : { de }), ...(ar === undefined ? {} : { ar }) };
}

function serviceEntry(service: SearchableService): IndexEntry {
  const { de, ar } = service.i18n ?? {};
  return {
    type: "service",
    id: service.id,
    slug: service.slug,
    category: service.category,
    title: localizedText(service.title, de?.title, ar?.title),
    description: localizedText(
      service.shortDescription,
      de?.shortDescription,
      ar?.shortDescription,
    ),
    problem: service.problemStatement,
    clusters: [...service.keywordClusters],
    tags: [],
  };
}

function documentEntry(
  type: Exclude<IndexEntryType, "service">,
  document: SearchableDocument,
): IndexEntry {
  return {
    type,
    id: document.slug,
    slug: document.slug,
    category: DOCUMENT_CATEGORIES[type],
    title: localizedText(document.title),
    description: localizedText(document.excerpt ?? document.summary ?? ""),
    problem: "",
    clusters: [],
    tags: [...document.tags],
    date: document.date,
  };
}

/**
 * Builds the index at build time from the service catalogue and the content collections.
 * Only the fields search scores or shows are kept, so the file the dialog fetches
 * on first open stays small; bodies are not indexed.
 */
export function buildSearchIndex(sources: SearchSources): SearchIndex {
  return {
    version: 1,
    entries: [
      ...(sources.services ?? []).map(serviceEntry),
      ...(sources.insights ?? []).map((item) => documentEntry("insight", item)),
      ...(sources.caseStudies ?? []).map((item) => documentEntry("case-study", item)),
      ...(sources.learning ?? []).map((item) => documentEntry("learning", item)),
    ],
  };
}
