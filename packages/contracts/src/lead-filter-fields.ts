/**
 * The lead filter's names and limits, without zod (the staff app's URL code reads them; the
 * schema in `lead-filter.ts` is declared over exactly these names).
 */
import { LEAD_MIN_FILTERS, type LeadMinParam } from "./lead-record-fields";

/**
 * The filters a person chooses, in the order of the inbox's filter bar: `q` free text, `type`,
 * `source`, `locale`, `status`, `owner` (a staff id or `none`), `booking` (`true`: leads with a
 * booking from the scheduler, whatever its state; `false`: leads without one), `reply` (`due` or
 * `overdue`: not contacted yet, its reply-by time ahead or passed), `from` / `to` (ISO dates or
 * date-times), then each "at least" filter the lead record declares (`LEAD_MIN_FILTERS`), and
 * `sort` (one of `LEAD_SORTS`, default newest first). Beside them the query string takes `spam`
 * (the spam folder), `page` and `size`.
 */
export const LEAD_FILTER_FIELDS: readonly (
  | "q"
  | "type"
  | "source"
  | "locale"
  | "status"
  | "owner"
  | "booking"
  | "reply"
  | "from"
  | "to"
  | LeadMinParam
  | "sort"
)[] = [
  "q",
  "type",
  "source",
  "locale",
  "status",
  "owner",
  "booking",
  "reply",
  "from",
  "to",
  ...LEAD_MIN_FILTERS.map(({ param }) => param as LeadMinParam),
  "sort",
];

/** One of {@link LEAD_FILTER_FIELDS}. */
export type LeadFilterField = (typeof LEAD_FILTER_FIELDS)[number];

/** The longest free-text search the desk accepts (a name, an address, a phrase). */
export const SEARCH_MAX_LENGTH = 100;

/** The page size when none is asked for, and the largest one allowed. */
export const PAGE_SIZE = { default: 25, max: 100 } as const;

/** `owner=none`: the leads nobody owns. */
export const NO_OWNER = "none";

/** `reply=`: the leads awaiting their first contact, before or after their reply-by time. */
export const REPLY_STATES = ["due", "overdue"] as const;

/** One of {@link REPLY_STATES}. */
export type ReplyState = (typeof REPLY_STATES)[number];
