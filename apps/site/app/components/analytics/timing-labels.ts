/**
 * The `timing_complete` labels the site sends (spec section 7: "timing_complete with label and
 * duration"): a lead's trip from submit to the lead API's answer, the search index download,
 * and a tool's run from the visitor's first input to the result.
 */
export const TIMING_LABELS = {
  leadSubmit: "lead_submit",
  searchIndexLoad: "search_index_load",
  toolComplete: "tool_complete",
} as const;

/** One of the site's timing labels. */
export type TimingLabel = (typeof TIMING_LABELS)[keyof typeof TIMING_LABELS];
