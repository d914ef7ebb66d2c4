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
  const isService = entry.type === "service";
  const keywords = isService ? entry.clusters : entry.tags;
  const scheduling = isService ? context.schedulingUrls[serviceBookingOption(entry.id)] : undefined;
  const urgent = isService && context.urgent;
  return {
    key: `${entry.type}:${entry.slug}`,
    type: entry.type,
    title,
    description,
    url: `${PATHS[entry.type]}/${entry.slug}`,
    category: entry.category,
    keywords,
    ...(isService ? { price: servicePrice(entry.id) } : {}),
    urgency: urgent ? "high" : "normal",
    ...(urgent ? { badge: FAST_TRACK_BADGE } : {}),
    matchScore: score,
    ...(entry.date === undefined ? {} : { date: entry.date }),
    tags: keywords.slice(0, MAX_TAGS_PER_RESULT),
    ...(scheduling === undefined
      ? {}
      : { calendlyUrl: schedulingLink(scheduling, { source: "search", service: entry.slug }) }),
    matches: [
      ...findMatchRanges("title", title, context.normalizedQuery),
      ...findMatchRanges("description", description, context.normalizedQuery),
    ],
  };
}
