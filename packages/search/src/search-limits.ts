/** Delay between the last keystroke and the search, in milliseconds (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Most results a search returns (spec section 9). */
export const MAX_RESULTS = 12;

/** Most tags a result carries (spec section 9). */
export const MAX_TAGS_PER_RESULT = 3;

/** Queries shorter than this many characters list everything (spec section 5). */
export const MIN_QUERY_LENGTH = 2;
