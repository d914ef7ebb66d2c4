/**
 * Points a result earns (spec section 9, "Search"). A field counts once however often the
 * query occurs in it; persona keywords count once each.
 */
export const SEARCH_WEIGHTS = {
  /** The query occurs in the title (any language of a service). */
  title: 10,
  /** The query occurs in the excerpt: a document's excerpt, a service's short description. */
  excerpt: 5,
  /** The query occurs in a service's problem statement. */
  problemStatement: 7,
  /** The query occurs in at least one of a service's keyword clusters. */
  keywordCluster: 8,
  /** Each keyword of the active persona found in the result's text. */
  personaKeyword: 3,
  /** The service is one of the active challenge's related services. */
  challengeService: 15,
  /** The query occurs in at least one of a document's tags. */
  contentTag: 3,
} as const;

/**
 * Score of a booking card brought by a booking intent word. Above the most any page can
 * earn from the query and a challenge (10 + 5 + 7 + 8 + 15 = 45, plus persona keywords),
 * so the cards the visitor asked for lead the list.
 */
export const BOOKING_INTENT_SCORE = 90;

/** Score of a booking card the query names itself ("workshop", "deep dive"). */
export const BOOKING_NAMED_SCORE = 100;
