import type { Locale } from "@vantreo/i18n";
import {
  search,
  SEARCH_DEBOUNCE_MS,
  type ChallengeId,
  type PersonaId,
  type SearchIndex,
  type SearchResult,
} from "@vantreo/search";
import { useMemo } from "react";
import { SEARCH_SCHEDULING_URLS } from "./search-scheduling";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * What the dialog shows (spec section 4): quick actions, searching, results or no results; or
 * that the index could not be loaded, which is not the same as finding nothing.
 */
export type SearchStatus = "quick-actions" | "searching" | "results" | "no-results" | "load-error";

// One empty list for every state without results: a stable value for memoised consumers.
const NO_RESULTS: readonly SearchResult[] = [];

/** What the visitor asked for, and the index once loaded. */
export interface SiteSearchInput {
  readonly index: SearchIndex | undefined;
  /** The index could not be fetched: nothing can be found until the next open retries. */
  readonly failed: boolean;
  readonly query: string;
  readonly persona: PersonaId | undefined;
  readonly challenge: ChallengeId | undefined;
  readonly locale: Locale;
}

/**
 * The dialog's state machine. An empty query without a chip shows the quick actions; a query
 * is searched 300 ms after the last keystroke (spec section 9), 'Searching...' meanwhile and
 * while the index loads; then the results, or none. A chip alone ranks every page by itself.
 */
export function useSiteSearch({
  index,
  failed,
  query,
  persona,
  challenge,
  locale,
}: SiteSearchInput): { status: SearchStatus; results: readonly SearchResult[] } {
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const results = useMemo(
    () =>
      index === undefined
        ? NO_RESULTS
        : search(index, settledQuery, {
            persona,
            challenge,
            locale,
            schedulingUrls: SEARCH_SCHEDULING_URLS,
          }),
    [index, settledQuery, persona, challenge, locale],
  );

  if (query.trim() === "" && persona === undefined && challenge === undefined) {
    return { status: "quick-actions", results: NO_RESULTS };
  }
  if (failed) return { status: "load-error", results: NO_RESULTS };
  if (index === undefined || settledQuery !== query)
    return { status: "searching", results: NO_RESULTS };
  return { status: results.length > 0 ? "results" : "no-results", results };
}
