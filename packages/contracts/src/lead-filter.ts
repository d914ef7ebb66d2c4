import { isLeadSource, isLeadType, type LeadSource, type LeadType } from "@vantreo/leads";
import { isLeadStatus, type LeadStatus } from "./lead-workflow";
import {
  PAGE_SIZE,
  REPLY_STATES,
  SEARCH_MAX_LENGTH,
  type LeadFilterField,
  type ReplyState,
} from "./lead-filter-fields";
import {
  DEFAULT_LEAD_SORT,
  LEAD_MIN_FILTERS,
  LEAD_SORTS,
  type LeadMinParam,
  type LeadSort,
} from "./lead-record-fields";
import { z } from "./zod";

/** The "at least" filters the lead record declares (`value_min`: whole US dollars). */
export type LeadMinFilter = { [P in LeadMinParam]?: number };

/** The filters of the lead list and its export, as the stores apply them. */
export interface LeadFilter extends LeadMinFilter {
  type?: LeadType;
  source?: LeadSource;
  locale?: string;
  status?: LeadStatus;
  /** A staff account id, or `none` for leads nobody owns. */
  owner?: string;
  /** `true`: leads with a booking (any state, cancelled included); `false`: leads without one. */
  booking?: boolean;
  /** Not contacted yet, and its reply-by time ahead (`due`) or passed (`overdue`). */
  reply?: ReplyState;
  /** The time `reply` is judged at (ms since the epoch): set by the server, never read from a query. */
  now?: number;
  /** Received at or after (ms since the epoch). */
  from?: number;
  /** Received before (ms since the epoch, exclusive). */
  to?: number;
  spam: boolean;
  q?: string;
}

/** A filter, the order and the page asked for. */
export interface LeadQuery {
  filter: LeadFilter;
  /** One of the record's declared orders (`LEAD_SORTS`), highest (newest) first. */
  sort: LeadSort;
  page: number;
  size: number;
}

const LOCALE = /^[a-z]{2}(-[A-Za-z0-9]{2,8})?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// ISO 8601 as `Date.toISOString` writes it, with or without milliseconds, Z or an offset.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;
const STAFF_ID = /^[A-Za-z0-9-]{1,64}$/;
const WHOLE = /^\d{1,6}$/;
const AMOUNT = /^\d{1,12}$/;

/**
 * An optional query-string value: absent and empty both mean "not given"; `read` turns the text
 * into the value, or null when it is not valid (then the field fails with `message`). A value
 * given twice (`?type=a&type=b`) is not a string and fails the same way.
 */
function param<T>(message: string, read: (value: string) => T | null) {
  return z
    .string({ error: message })
    .optional()
    .transform((value, ctx): T | undefined => {
      if (value === undefined || value === "") return undefined;
      const result = read(value);
      if (result !== null) return result;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

const member =
  <T extends string>(is: (value: unknown) => value is T) =>
  (value: string): T | null =>
    is(value) ? value : null;

const trueOrFalse = (value: string) => (value === "true" ? true : value === "false" ? false : null);

const matching = (pattern: RegExp) => (value: string) => (pattern.test(value) ? value : null);

/** An ISO date or date-time as ms; a bare date at `end` means the end of that day (UTC). */
const time = (end: boolean) => (value: string) => {
  if (DATE_ONLY.test(value)) {
    const start = Date.parse(`${value}T00:00:00.000Z`);
    return Number.isNaN(start) ? null : end ? start + DAY_MS : start;
  }
  if (!DATE_TIME.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : end ? at + 1 : at;
};

/** A whole number from 1 to `max`; `fallback` when absent. */
const wholeNumber = (message: string, fallback: number, max: number) =>
  param(message, (value) => {
    const number = WHOLE.test(value) ? Number(value) : 0;
    return number >= 1 && number <= max ? number : null;
  }).transform((value) => value ?? fallback);

/**
 * A list's `page` (a whole number from 1, default 1) and `size` (1 to `pageSize.max`, default
 * `pageSize.default`), as every paged desk list reads them.
 */
export const pagingShape = (pageSize: { default: number; max: number }) => ({
  page: wholeNumber("a whole number from 1", 1, Number.MAX_SAFE_INTEGER),
  size: wholeNumber(`a whole number from 1 to ${pageSize.max}`, pageSize.default, pageSize.max),
});

const NOT_A_DATE = "not an ISO 8601 date";

/**
 * The lead list's query string, field by field. The keys are exactly the filter's fields plus
 * `spam`, `page` and `size` (the type check holds the two lists together).
 */
const leadQueryShape = {
  q: z
    .string({ error: `at most ${SEARCH_MAX_LENGTH} characters` })
    .optional()
    .transform((value) => value?.trim())
    .pipe(
      z
        .string()
        .max(SEARCH_MAX_LENGTH, { error: `at most ${SEARCH_MAX_LENGTH} characters` })
        .optional(),
    )
    .transform((value) => (value === "" ? undefined : value)),
  type: param("unknown lead type", member(isLeadType)),
  source: param("unknown source", member(isLeadSource)),
  locale: param("not a locale", matching(LOCALE)),
  status: param("unknown status", member(isLeadStatus)),
  owner: param("not a staff id", matching(STAFF_ID)),
  booking: param("true or false", trueOrFalse),
  reply: param("due or overdue", (value) =>
    (REPLY_STATES as readonly string[]).includes(value) ? (value as ReplyState) : null,
  ),
  from: param(NOT_A_DATE, time(false)),
  to: param(NOT_A_DATE, time(true)),
  // Each declared "at least" filter: a whole number from 0.
  ...(Object.fromEntries(
    LEAD_MIN_FILTERS.map(({ param: name }) => [
      name,
      param("a whole number from 0", (value) => (AMOUNT.test(value) ? Number(value) : null)),
    ]),
  ) as unknown as Record<LeadMinParam, z.ZodType<number | undefined, string | undefined>>),
  sort: param("unknown order", (value) =>
    LEAD_SORTS.some(({ sort }) => sort === value) ? (value as LeadSort) : null,
  ).transform((value): LeadSort => value ?? (DEFAULT_LEAD_SORT as LeadSort)),
  spam: param("true or false", trueOrFalse).transform((value) => value ?? false),
  ...pagingShape(PAGE_SIZE),
} satisfies Record<LeadFilterField | "spam" | "page" | "size", z.ZodType>;

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

/**
 * `GET /v1/desk/leads`: `type`, `source`, `locale`, `status`, `owner` (a staff id or `none`),
 * `booking` (`true` / `false`: with or without a booking), `from` / `to` (ISO dates or
 * date-times; a bare `to` date includes that whole day, UTC), the declared "at least" filters
 * (`LEAD_MIN_FILTERS`), `sort` (`LEAD_SORTS`, default newest first), `spam`
 * (`true` / `false`, default `false`), `q` (trimmed, at most {@link SEARCH_MAX_LENGTH}
 * characters), `page` (from 1) and `size` (1 to {@link PAGE_SIZE}.max, default 25). Unknown
 * keys are ignored. Each invalid field is reported under its own name.
 */
export const leadQuerySchema = z
  .object(leadQueryShape)
  .transform(({ page, size, sort, ...filter }): LeadQuery => ({
    filter: withoutUndefined(filter) as LeadFilter,
    sort,
    page,
    size,
  }));

/** `GET /v1/desk/leads/export`: the list's filter, the format and the CSV separator. */
export const leadExportQuerySchema = z
  .object({
    ...leadQueryShape,
    format: z.enum(["csv", "json"], { error: "csv or json" }).default("csv"),
    separator: z.enum([",", ";"], { error: ", or ;" }).default(","),
  })
  .transform(({ page: _page, size: _size, sort: _sort, format, separator, ...filter }) => ({
    filter: withoutUndefined(filter) as LeadFilter,
    format,
    separator,
  }));

/**
 * The filter as the staff app writes it into a query string (the schema's input without the
 * page): every field as text, what the URL holds; `spam` is `"true"` in the spam folder.
 */
export type LeadFilterParams = Partial<Omit<z.input<typeof leadQuerySchema>, "page" | "size">>;
