import { BOOKING_OPTIONS, type BookingOption, type SchedulingUrls } from "./booking-options";
import { bookingResult } from "./booking-result";
import { findChallenge, type ChallengeId } from "./challenges";
import { entryResult, type ResultContext, type SearchLocale } from "./entry-result";
import { normalizeQuery } from "./normalize-text";
import type { PersonaId } from "./personas";
import { personaHits, prepareIndex } from "./prepare-index";
import { detectQueryIntent } from "./query-intent";
import { scoreEntries } from "./score-entries";
import type { IndexEntry, SearchIndex } from "./search-index";
import { MAX_RESULTS, MIN_QUERY_LENGTH } from "./search-limits";
import type { SearchResult } from "./search-result";
import { BOOKING_INTENT_SCORE, BOOKING_NAMED_SCORE, SEARCH_WEIGHTS } from "./search-weights";
import { TopResults } from "./top-results";

/** Options of {@link search}. */
export interface SearchOptions {
  /** Active persona chip: +3 per persona keyword in a result. */
  readonly persona?: PersonaId;
  /** Active challenge chip: +15 for each of its related services. */
  readonly challenge?: ChallengeId;
  /** Most results wanted; never more than 12 (spec section 9). Default 12. */
  readonly limit?: number;
  /** Language of the titles and descriptions shown; English where a translation is missing. */
  readonly locale?: SearchLocale;
  /** Scheduling page of each booking option, from the site's configuration. */
  readonly schedulingUrls?: SchedulingUrls;
}

type Candidate = { readonly booking: BookingOption } | { readonly entry: IndexEntry };

function resultLimit(limit: number | undefined): number {
  if (limit === undefined || Number.isNaN(limit)) return MAX_RESULTS;
  return Math.max(0, Math.min(MAX_RESULTS, Math.floor(limit)));
}

/**
 * Searches the index (spec sections 5 and 9). A query matches a page when, after
 * normalisation, it is a substring of one of its scored fields; a query under two characters
 * matches every page, ranked by the chips alone. Booking intent or urgent words add booking
 * cards. Results are sorted by descending score, ties in index order, at most 12.
 */
export function search(
  index: SearchIndex,
  query: string,
  options: SearchOptions = {},
): SearchResult[] {
  const prepared = prepareIndex(index);
  const trimmed = query.trim();
  const normalizedQuery = normalizeQuery(trimmed);
  // Counted in characters, not UTF-16 units, so one emoji or Arabic letter is one.
  const listAll = [...trimmed].length < MIN_QUERY_LENGTH || normalizedQuery.length === 0;
  const intent = listAll ? undefined : detectQueryIntent(trimmed);
  const hits = options.persona === undefined ? undefined : personaHits(prepared, options.persona);
  const related: ReadonlySet<string> = new Set(findChallenge(options.challenge)?.relatedServices);
  const top = new TopResults<Candidate>(resultLimit(options.limit));

  for (const booking of BOOKING_OPTIONS) {
    if (intent?.namedBookings.has(booking.id)) top.offer({ booking }, BOOKING_NAMED_SCORE);
    else if (intent?.allBookings) top.offer({ booking }, BOOKING_INTENT_SCORE);
  }
  const textScores = listAll ? undefined : scoreEntries(prepared, normalizedQuery);
  const { entries } = prepared;
  for (let position = 0; position < entries.length; position += 1) {
    let score = textScores === undefined ? 0 : (textScores[position] ?? 0);
    if (textScores !== undefined && score === 0) continue;
    const entry = entries[position] as IndexEntry;
    score += (hits?.[position] ?? 0) * SEARCH_WEIGHTS.personaKeyword;
    if (
      related.size > 0 &&
      entry.type === "service" &&
      (related.has(entry.id) || related.has(entry.slug))
    ) {
      score += SEARCH_WEIGHTS.challengeService;
    }
    top.offer({ entry }, score);
  }

  const context: ResultContext = {
    normalizedQuery: listAll ? "" : normalizedQuery,
    locale: options.locale ?? "en",
    urgent: intent?.urgent ?? false,
    schedulingUrls: options.schedulingUrls ?? {},
  };
  return top
    .ranked()
    .map(({ item, score }) =>
      "booking" in item
        ? bookingResult(item.booking, score, context)
        : entryResult(item.entry, score, context),
    );
}
