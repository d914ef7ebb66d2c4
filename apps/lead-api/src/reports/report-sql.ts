import {
  CONVERSION_EVENT_VALUES,
  leadConversions,
  TRACKING_VALUES,
  type LeadConversions,
} from "@vantreo/consent";
import type { ReportBreakdown } from "@vantreo/contracts/core";
import { LOCALE_CODES, localizePath } from "@vantreo/i18n";
import { LEAD_TYPES } from "@vantreo/leads";
import { BOOKING_OPTIONS } from "@vantreo/search";
import type { SqlDialect } from "../desk/lead-filter-sql";

/** A SQL string literal (the values below are the code's own constants; quoted all the same). */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The position of `needle` in `text` from 1, 0 when absent: `instr` / `strpos`. PostgreSQL gets
 * a `?` as `chr(63)`: its statement layer numbers every `?` of the text as a parameter.
 */
function position(dialect: SqlDialect, text: string, needle: string): string {
  if (dialect === "sqlite") return `instr(${text}, ${literal(needle)})`;
  return `strpos(${text}, ${needle === "?" ? "chr(63)" : literal(needle)})`;
}

/** A string value of the lead's metadata (the attribution), null when absent or empty. */
export function metadataText(dialect: SqlDialect, key: string): string {
  return dialect === "sqlite"
    ? `NULLIF(CAST(json_extract(metadata, ${literal(`$.${key}`)}) AS TEXT), '')`
    : `NULLIF(metadata::jsonb ->> ${literal(key)}, '')`;
}

/** `text` up to (not including) the first `mark`, or all of it. */
const before = (dialect: SqlDialect, text: string, mark: string) =>
  `CASE WHEN ${position(dialect, text, mark)} > 0 THEN substr(${text}, 1, ${position(dialect, text, mark)} - 1) ELSE ${text} END`;

/**
 * The steps that split `page_url` into its host and path (query and fragment left out), one
 * derived table each so no expression repeats the one before it: `rest` (after the scheme),
 * `host0` / `path0`, then `host` / `path1`, then `path`. A relative URL has no host (null).
 */
export function urlSteps(dialect: SqlDialect) {
  const pos = (text: string, needle: string) => position(dialect, text, needle);
  return {
    rest: `CASE WHEN ${pos("page_url", "://")} > 0 THEN substr(page_url, ${pos("page_url", "://")} + 3) ELSE page_url END`,
    host0: `CASE WHEN ${pos("rest", "/")} > 0 THEN substr(rest, 1, ${pos("rest", "/")} - 1) ELSE rest END`,
    path0: `CASE WHEN ${pos("rest", "/")} > 0 THEN substr(rest, ${pos("rest", "/")}) ELSE '/' END`,
    host: `NULLIF(${before(dialect, "host0", "?")}, '')`,
    path1: before(dialect, "path0", "?"),
    path: before(dialect, "path1", "#"),
  };
}

/** The paths of `englishPath` in every locale (`/contact`, `/de/contact`, `/ar/contact`). */
const localizedPaths = (englishPath: string) =>
  LOCALE_CODES.map((locale) => localizePath(englishPath, locale));

/** The service a lead is about: its `utm_service`, else the slug of the service page it came from. */
export function serviceKey(dialect: SqlDialect): string {
  const slugs = localizedPaths("/services").map(
    (prefix) =>
      `WHEN path LIKE ${literal(`${prefix}/%`)} THEN NULLIF(substr(path, ${prefix.length + 2}), '')`,
  );
  return `COALESCE(${metadataText(dialect, "utm_service")}, CASE ${slugs.join(" ")} END)`;
}

/**
 * The column of each breakdown's key in the report's lead rows (`report-store.ts`: the stored
 * attribution of `report-columns-migration.ts`, renamed).
 */
export function breakdownKey(by: ReportBreakdown): string {
  switch (by) {
    case "source":
    case "lead_type":
    case "locale":
    case "utm_source":
    case "utm_medium":
    case "utm_campaign":
    case "service":
    case "host":
      return by;
    case "landing_page":
      return "path";
  }
}

/** Whether a lead came from the contact page: its path is the localized `/contact`. */
export const ON_CONTACT_PAGE = `path IN (${localizedPaths("/contact").map(literal).join(", ")})`;

/**
 * A lead's value as a `CASE` over its type and whether it came from the contact page, from the
 * one rule of `@vantreo/consent` (`leadConversions`, spec section 9): `pick` reads the value of
 * a lead's conversions (its event value or its tracking value); `onContactPage` is the condition
 * that the lead came from the contact page (by default {@link ON_CONTACT_PAGE} over its `path`).
 */
export function valueCase(
  pick: (conversions: LeadConversions) => number,
  onContactPage: string = ON_CONTACT_PAGE,
): string {
  const branches = LEAD_TYPES.flatMap((type) => {
    const onPage = pick(leadConversions(type, { contactPage: true }));
    const elsewhere = pick(leadConversions(type, { contactPage: false }));
    const isType = `lead_type = ${literal(type)}`;
    return onPage === elsewhere
      ? [`WHEN ${isType} THEN ${onPage}`]
      : [`WHEN ${isType} AND ${onContactPage} THEN ${onPage}`, `WHEN ${isType} THEN ${elsewhere}`];
  });
  return `CASE ${branches.join(" ")} ELSE 0 END`;
}

/** What {@link valueCase} picks for the conversion event value (spec section 9, "Event values"). */
export const conversionPick = ({ conversion }: LeadConversions) =>
  conversion ? CONVERSION_EVENT_VALUES[conversion] : 0;

/** What {@link valueCase} picks for the tracking value (spec section 9, "Tracking values"). */
export const trackingPick = ({ tracking }: LeadConversions) =>
  tracking ? TRACKING_VALUES[tracking] : 0;

/** A lead's conversion event value (spec section 9, "Event values"). */
export const CONVERSION_VALUE = valueCase(conversionPick);

/** A lead's tracking value (spec section 9, "Tracking values"). */
export const TRACKING_VALUE = valueCase(trackingPick);

/**
 * A booking's value: the price of the bookable engagement its Cal.com event type names (spec
 * section 9, "Booking prices": `assessment` 5,000, … `discovery` free), 0 for any other.
 */
export const BOOKING_VALUE = `CASE ${BOOKING_OPTIONS.map(
  (option) => `WHEN event_type LIKE ${literal(`%${option.id}%`)} THEN ${option.price}`,
).join(" ")} ELSE 0 END`;

/** The target status of a desk change, from its audit row's details (`{"status":{"to":…}}`). */
export function movedTo(dialect: SqlDialect): string {
  return dialect === "sqlite"
    ? "json_extract(details, '$.status.to')"
    : "(details::jsonb #>> '{status,to}')";
}
