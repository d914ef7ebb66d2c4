import type { BookingOptionId } from "./booking-options";
import type { MatchRange } from "./match-ranges";

/** Kind of a search result (spec section 3). */
export type SearchResultType = "booking" | "service" | "insight" | "case-study" | "learning";

/** 'high' when the query holds an urgent word (spec section 9). */
export type Urgency = "high" | "normal";

/** Badge shown on results of urgency 'high' (spec section 9). */
export const FAST_TRACK_BADGE = "Fast Track";

/** One search result: the fields of spec section 3 plus match ranges for highlighting. */
export interface SearchResult {
  /** Unique among the results, e.g. `service:rag-architecture`: a stable React key. */
  readonly key: string;
  readonly type: SearchResultType;
  readonly title: string;
  readonly description: string;
  /** Site path (`/services/{slug}`, `/insights/{slug}`, …) or the booking card's scheduling link. */
  readonly url: string;
  readonly category: string;
  /** Keyword clusters of a service, tags of a document. */
  readonly keywords: readonly string[];
  /** US dollars; 0 for the free discovery call; absent on documents. */
  readonly price?: number;
  readonly urgency: Urgency;
  /** {@link FAST_TRACK_BADGE} on bookable results when urgency is 'high'. */
  readonly badge?: typeof FAST_TRACK_BADGE;
  readonly matchScore: number;
  /** ISO date of a document. */
  readonly date?: string;
  /** At most three (spec section 9). */
  readonly tags: readonly string[];
  /** Scheduling link with utm_source and utm_service, when the site configured one. */
  readonly calendlyUrl?: string;
  /** Where the query occurs in `title` and `description`. */
  readonly matches: readonly MatchRange[];
  /** On booking cards: which option, so the dialog can show translated copy. */
  readonly bookingOption?: BookingOptionId;
}
