/**
 * The desk's newsletter subscriber list, zod-free (the query's schema is `subscriberListQuerySchema`
 * in desk-bodies.ts).
 */

/** Where a newsletter subscription stands (the desk's subscriber list). */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

/** One of {@link SUBSCRIBER_STATUSES}. */
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The subscriber list's page size. */
export const SUBSCRIBER_PAGE_SIZE = { default: 50, max: 200 } as const;

/** One subscription as the desk lists it; times are ISO 8601. */
export interface DeskSubscriber {
  leadId: string;
  email: string;
  /** The language the person signed up in (and is mailed in). */
  locale: string;
  status: SubscriberStatus;
  signedUpAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** `GET /v1/desk/subscribers` as JSON: the counts by state, and the page of the chosen state. */
export interface SubscriberPage {
  counts: Record<SubscriberStatus, number>;
  subscribers: DeskSubscriber[];
  page: number;
  size: number;
  total: number;
}
