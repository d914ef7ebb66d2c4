import type { BookingOption } from "./booking-options";
import type { ResultContext } from "./entry-result";
import { findMatchRanges } from "./match-ranges";
import { schedulingLink } from "./scheduling-link";
import { MAX_TAGS_PER_RESULT } from "./search-limits";
import { FAST_TRACK_BADGE, type SearchResult } from "./search-result";

/** Category of booking cards. */
export const BOOKING_CATEGORY = "Booking";

/**
 * The booking card of one option. Its link is the option's scheduling page with
 * utm_source=search and the option id as utm_service (spec section 7); without a configured
 * page it falls back to the contact page with source and utm_service, like the site's other
 * calls to action.
 */
export function bookingResult(
  option: BookingOption,
  score: number,
  context: ResultContext,
): SearchResult {
  const scheduling = context.schedulingUrls[option.id];
  const calendlyUrl =
    scheduling === undefined
      ? undefined
      : schedulingLink(scheduling, { source: "search", service: option.id });
  return {
    key: `booking:${option.id}`,
    type: "booking",
    title: option.title,
    description: option.description,
    url: calendlyUrl ?? `/contact?source=search&utm_service=${option.id}`,
    category: BOOKING_CATEGORY,
    keywords: [],
    price: option.price,
    urgency: context.urgent ? "high" : "normal",
    ...(context.urgent ? { badge: FAST_TRACK_BADGE } : {}),
    matchScore: score,
    tags: option.highlights.slice(0, MAX_TAGS_PER_RESULT),
    ...(calendlyUrl === undefined ? {} : { calendlyUrl }),
    matches: [
      ...findMatchRanges("title", option.title, context.normalizedQuery),
      ...findMatchRanges("description", option.description, context.normalizedQuery),
    ],
    bookingOption: option.id,
  };
}
