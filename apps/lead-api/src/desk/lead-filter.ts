import { isLeadSource, isLeadType, type LeadSource, type LeadType } from "@vantreo/leads";
import { isLeadStatus, type LeadStatus } from "@vantreo/leads/desk";

/** The longest free-text search the desk accepts (a name, an address, a phrase). */
export const SEARCH_MAX_LENGTH = 100;
/** The page size when none is asked for, and the largest one allowed. */
export const PAGE_SIZE = { default: 25, max: 100 } as const;

/** The filters of the lead list and its export. */
export type LeadFilter = {
  type?: LeadType;
  source?: LeadSource;
  locale?: string;
  status?: LeadStatus;
  /** A staff account id, or `none` for leads nobody owns. */
  owner?: string;
  /** Received at or after (ms since the epoch). */
  from?: number;
  /** Received before (ms since the epoch, exclusive). */
  to?: number;
  spam: boolean;
  q?: string;
};

/** A filter and the page asked for. */
export type LeadQuery = { filter: LeadFilter; page: number; size: number };

/** The answer to a query string: the query, or the names of the fields that are not valid. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

const LOCALE = /^[a-z]{2}(-[A-Za-z0-9]{2,8})?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// ISO 8601 as `Date.toISOString` writes it, with or without milliseconds, Z or an offset.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;
const ID = /^[A-Za-z0-9-]{1,64}$/;

/** An ISO date or date-time as ms; `to` of a bare date means the end of that day (UTC). */
function parseTime(value: string, end: boolean): number | null {
  if (DATE_ONLY.test(value)) {
    const start = Date.parse(`${value}T00:00:00.000Z`);
    return Number.isNaN(start) ? null : end ? start + DAY_MS : start;
  }
  if (!DATE_TIME.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : end ? at + 1 : at;
}

/** A whole number from 1 in a query string; `fallback` when absent, null when malformed. */
export function positiveInteger(value: string | undefined, fallback: number): number | null {
  if (value === undefined || value === "") return fallback;
  if (!/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/**
 * Reads the list's query string: `type`, `source`, `locale`, `status`, `owner` (a staff id or
 * `none`), `from` / `to` (ISO dates or date-times; a bare `to` date includes that whole day),
 * `spam` (`true` / `false`, default `false`), `q` (at most {@link SEARCH_MAX_LENGTH} characters),
 * `page` (from 1) and `size` (at most {@link PAGE_SIZE}.max).
 */
export function parseLeadQuery(query: Record<string, string | undefined>): Parsed<LeadQuery> {
  const fields: Record<string, string> = {};
  const filter: LeadFilter = { spam: false };
  const { type, source, locale, status, owner, from, to, spam, q } = query;
  if (type !== undefined && type !== "") {
    if (isLeadType(type)) filter.type = type;
    else fields.type = "unknown lead type";
  }
  if (source !== undefined && source !== "") {
    if (isLeadSource(source)) filter.source = source;
    else fields.source = "unknown source";
  }
  if (locale !== undefined && locale !== "") {
    if (LOCALE.test(locale)) filter.locale = locale;
    else fields.locale = "not a locale";
  }
  if (status !== undefined && status !== "") {
    if (isLeadStatus(status)) filter.status = status;
    else fields.status = "unknown status";
  }
  if (owner !== undefined && owner !== "") {
    if (ID.test(owner)) filter.owner = owner;
    else fields.owner = "not a staff id";
  }
  for (const [name, value, end] of [
    ["from", from, false],
    ["to", to, true],
  ] as const) {
    if (value === undefined || value === "") continue;
    const at = parseTime(value, end);
    if (at === null) fields[name] = "not an ISO 8601 date";
    else filter[name] = at;
  }
  if (spam !== undefined && spam !== "") {
    if (spam === "true" || spam === "false") filter.spam = spam === "true";
    else fields.spam = "true or false";
  }
  if (q !== undefined) {
    const text = q.trim();
    if (text.length > SEARCH_MAX_LENGTH) fields.q = `at most ${SEARCH_MAX_LENGTH} characters`;
    else if (text !== "") filter.q = text;
  }
  const page = positiveInteger(query.page, 1);
  const size = positiveInteger(query.size, PAGE_SIZE.default);
  if (page === null) fields.page = "a whole number from 1";
  if (size === null || size > PAGE_SIZE.max)
    fields.size = `a whole number from 1 to ${PAGE_SIZE.max}`;
  if (Object.keys(fields).length > 0 || page === null || size === null)
    return { ok: false, fields };
  return { ok: true, value: { filter, page, size } };
}
