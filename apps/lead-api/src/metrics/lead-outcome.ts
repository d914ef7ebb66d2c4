/** What became of one `POST /v1/leads`, for `lead_api_leads_total{outcome}`. */
export type LeadOutcome = "accepted" | "spam" | "rejected" | "replayed" | "failed";

/** Every value of {@link LeadOutcome}, so each series exists (at 0) from the first scrape. */
export const LEAD_OUTCOMES: readonly LeadOutcome[] = [
  "accepted",
  "spam",
  "rejected",
  "replayed",
  "failed",
];

/**
 * Reads the outcome from the answer the leads route gave. A spam lead gets the same 201 as a
 * person (so a bot cannot learn what gave it away); the route puts the spam reason in the
 * request's log fields, which is where it is told apart. A replayed `Idempotency-Key` answer is
 * not a new lead. 4xx is the visitor's or client's fault (validation, rate limit, origin, size);
 * 5xx is ours (storage full or down).
 */
export function leadOutcome(
  status: number,
  replayed: boolean,
  logFields: Record<string, unknown> | undefined,
): LeadOutcome {
  if (status >= 500) return "failed";
  if (status >= 400) return "rejected";
  if (replayed) return "replayed";
  return logFields?.spam ? "spam" : "accepted";
}
