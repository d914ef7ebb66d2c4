/** The lists a saved view can be of: the inbox and the spam folder. */
export const VIEW_LISTS = ["inbox", "spam"] as const;

/** Which list a saved view is of. */
export type ViewList = (typeof VIEW_LISTS)[number];

/** A view's name is kept short enough for the inbox's bar. */
export const VIEW_NAME_MAX = 40;

/** The longest filter a view keeps (the query string without `?`). */
export const VIEW_SEARCH_MAX = 2000;

/** Views kept per person and list; the oldest goes when a new one would pass it. */
export const VIEWS_MAX = 20;
