import type { SchedulingUrls } from "./booking-options";
import { findMatchRanges } from "./match-ranges";
import { schedulingLink } from "./scheduling-link";
import type { IndexEntry, IndexEntryType, LocalizedText } from "./search-index";
import { MAX_TAGS_PER_RESULT } from "./search-limits";
import { FAST_TRACK_BADGE, type SearchResult } from "./search-result";
import { serviceBookingOption, servicePrice } from "./service-price";

/** Locales the result copy can be shown in (spec section 2). */
export type SearchLocale = "en" | "de" | "ar";

/** Site path prefix of each kind of page (spec section 2). */
const PATHS: Readonly<Record<IndexEntryType, string>> = {
  service: "/services",
  insight: "/insights",
  "case-study": "/case-studies",
  learning: "/learning",
};

/** How a result is being built: the query, the locale and the site's scheduling pages. */
export interface ResultContext {
  readonly normalizedQuery: string;
  readonly locale: SearchLocale;
  readonly urgent: boolean;
  readonly schedulingUrls: SchedulingUrls;
}

function inLocale(text: LocalizedText, locale: SearchLocale): string {
  return text[locale] ?? text.en;
}

/**
 * The result for a service or document page. Services carry their price (by id, spec section
 * 9) and, when the site configured the matching scheduling page, a link with utm_source=search
 * and their slug as utm_service (spec section 7); an urgent query gives them the 'Fast Track'
 * badge. Documents carry their date and first three tags.
 */
export function entryResult(
  entry: IndexEntry,
  score: number,
  context: ResultContext,
): SearchResult {
  const title = inLocale(entry.title, context.locale);
  const description = inLocale(entry.description, context.locale);
  const keywords = entry.type === "service" ? entry.clusters : entry.tags;
  const base = {
    key: `${entry.type}:${entry.slug}`,
    type: entry.type,
    title,
    description,
    url: `${PATHS[entry.type]}/${entry.slug}`,
    category: entry.category,
    keywords,
    matchScore: score,
    tags: keywords.slice(0, MAX_TAGS_PER_RESULT),
    matches: [
      ...findMatchRanges("title", title, context.normalizedQuery),
      ...findMatchRanges("description", description, context.normalizedQuery),
    ],
  };
  if (entry.type !== "service") return { ...base, urgency: "normal", date: entry.date };
  const scheduling = context.schedulingUrls[serviceBookingOption(entry.id)];
  return {
    ...base,
    price: servicePrice(entry.id),
    urgency: context.urgent ? "high" : "normal",
    ...(context.urgent ? { badge: FAST_TRACK_BADGE } : {}),
    ...(scheduling === undefined
      ? {}
      : { calendlyUrl: schedulingLink(scheduling, { source: "search", service: entry.slug }) }),
  };
}
