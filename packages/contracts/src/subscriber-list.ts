/**
 * The desk's newsletter subscriber list, zod-free (the query's schema is `subscriberListQuerySchema`
 * in desk-bodies.ts).
 */
import type { z } from "./zod";
import type * as desk from "./desk-responses";

/** Where a newsletter subscription stands (the desk's subscriber list). */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

/** One of {@link SUBSCRIBER_STATUSES}. */
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The subscriber list's page size. */
export const SUBSCRIBER_PAGE_SIZE = { default: 50, max: 200 } as const;

/** One subscription as the desk lists it (`deskSubscriberSchema`); times are ISO 8601. */
export type DeskSubscriber = z.output<typeof desk.deskSubscriberSchema>;

/** `GET /v1/desk/subscribers` as JSON (`subscriberPageSchema`). */
export type SubscriberPage = z.output<typeof desk.subscriberPageSchema>;
