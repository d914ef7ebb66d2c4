/**
 * The desk's privacy queue, paged on the server, zod-free (the query's schema is
 * `privacyListQuerySchema` in desk-bodies.ts).
 */
import type { z } from "./zod";
import type * as desk from "./desk-responses";

/** Where a data-subject request stands in the privacy queue. */
export const PRIVACY_STATES = ["open", "done"] as const;

/** One of {@link PRIVACY_STATES}. */
export type PrivacyState = (typeof PRIVACY_STATES)[number];

/** The privacy queue's page size when none is asked for, and the largest one allowed. */
export const PRIVACY_PAGE_SIZE = { default: 50, max: 200 } as const;

/**
 * `GET /v1/desk/privacy/requests`: the counts by state (kept cheap: two index counts), and the
 * page of the chosen state (or of every request), oldest first (`privacyPageSchema`).
 */
export type PrivacyPage = z.output<typeof desk.privacyPageSchema>;
