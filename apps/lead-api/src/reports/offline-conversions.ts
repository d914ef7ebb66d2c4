import { createHash } from "node:crypto";
import type { AdConversionStage, AdNetwork } from "@vantreo/contracts/core";
import { csvRow } from "@vantreo/leads";
import type { SqlDialect } from "../desk/lead-filter-sql";
import type { StatementDatabase } from "../store/statement-database";
import { WALL_CLOCK_FIELDS } from "./report-periods";
import { CONVERSION_VALUE, metadataText } from "./report-sql";

/**
 * The metadata key of each network's click id, as the site stores it (`@vantreo/consent`,
 * `ATTRIBUTION_PARAMS`: `gclid`, and LinkedIn's `li_fat_id` kept as `linkedin_click_id`; both
 * only with marketing consent).
 */
export const CLICK_ID_KEYS = {
  google: "gclid",
  linkedin: "linkedin_click_id",
} as const satisfies Record<AdNetwork, string>;

/**
 * The conversion actions' names in Google Ads ("Conversion Name" must match the name of an
 * import conversion action of the account exactly): create the two actions under these names.
 */
export const GOOGLE_CONVERSION_NAMES = {
  qualified: "Qualified lead",
  won: "Won deal",
} as const satisfies Record<AdConversionStage, string>;

/** LinkedIn's conversion event types (the template's `eventtype`) for the two stages. */
export const LINKEDIN_EVENT_TYPES = {
  qualified: "qualified_lead",
  won: "purchase",
} as const satisfies Record<AdConversionStage, string>;

/** The currency of every value: leads' estimates and the spec's values are US dollars. */
export const CONVERSION_CURRENCY = "USD";

/**
 * A click id as the networks issue them (letters, digits, `-`, `_`, `.`, `~`; at most 200, the
 * site's cap); anything else in the metadata was not put there by an ad click and is left out.
 */
const CLICK_ID = /^[\w.~-]{1,200}$/;

/** One offline conversion: a lead reaching a stage, with what the networks' files carry. */
export type OfflineConversion = {
  leadId: string;
  stage: AdConversionStage;
  /** When the lead reached the stage (ms since the epoch). */
  at: number;
  clickId: string;
  email: string;
  /** The lead's estimated value, else the spec's conversion value of the lead (USD). */
  value: number;
};

/**
 * The conversions of one network from `startAt` to `endAt` (ms, end excluded), oldest first:
 *
 * - `qualified`: the lead's first move to qualified or won (`history_qualified_at`), whatever
 *   happened after it;
 * - `won`: the lead's last move to won (`history_won_at`), for a lead whose outcome now is won
 *   (its status, or, archived, a last move to won after its last move to lost), as the reports
 *   count it.
 *
 * Only genuine leads (no spam) carrying the network's click id.
 */
export async function offlineConversions(
  db: StatementDatabase,
  dialect: SqlDialect,
  network: AdNetwork,
  startAt: number,
  endAt: number,
): Promise<OfflineConversion[]> {
  const inRange = (column: string) => `(${column} >= ? AND ${column} < ?)`;
  const wonNow = `(status = 'won' OR (status = 'archived' AND history_won_at IS NOT NULL
    AND (history_lost_at IS NULL OR history_won_at > history_lost_at)))`;
  const rows = await db.all(
    `WITH base AS (
      SELECT id, email, status, history_qualified_at, history_won_at, history_lost_at,
        ${metadataText(dialect, CLICK_ID_KEYS[network])} AS click_id,
        COALESCE(estimated_value, ${CONVERSION_VALUE}) AS value
      FROM (SELECT id, email, status, lead_type, metadata, estimated_value, history_qualified_at,
          history_won_at, history_lost_at, landing_path AS path
        FROM leads WHERE spam_reason IS NULL
          AND (${inRange("history_qualified_at")} OR ${inRange("history_won_at")})) l
    )
    SELECT id, email, 'qualified' AS stage, history_qualified_at AS at, click_id, value FROM base
      WHERE click_id IS NOT NULL AND ${inRange("history_qualified_at")}
    UNION ALL
    SELECT id, email, 'won' AS stage, history_won_at AS at, click_id, value FROM base
      WHERE click_id IS NOT NULL AND ${inRange("history_won_at")} AND ${wonNow}
    ORDER BY at, id, stage`,
    Array.from({ length: 4 }, () => [startAt, endAt]).flat(),
  );
  return rows
    .map((row) => ({
      leadId: String(row.id),
      stage: row.stage === "won" ? ("won" as const) : ("qualified" as const),
      at: Number(row.at),
      clickId: String(row.click_id),
      email: String(row.email),
      value: Number(row.value),
    }))
    .filter((conversion) => CLICK_ID.test(conversion.clickId));
}

/**
 * An instant as Google Ads reads a conversion time with its zone, `yyyy-mm-dd hh:mm:ss+|-hh:mm`
 * (Google Ads API, `GclidDateTimePair.conversion_date_time`: "2019-01-01 12:32:45-08:00"), in
 * `timeZone`, daylight saving included.
 */
export function googleConversionTime(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    ...WALL_CLOCK_FIELDS,
    timeZone,
    timeZoneName: "longOffset",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  // "GMT-05:00", or "GMT" at a zero offset.
  const offset = part("timeZoneName").replace("GMT", "") || "+00:00";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}${offset}`;
}

/**
 * Google Ads' "conversions from clicks" import file: the template's parameter row naming the time
 * zone (`Parameters:TimeZone=`), then its header row and one row per conversion (click id,
 * conversion action name, time with its offset, value, currency).
 */
export function googleConversionsCsv(
  conversions: readonly OfflineConversion[],
  timeZone: string,
): string {
  const lines = [
    `Parameters:TimeZone=${timeZone}`,
    csvRow([
      "Google Click ID",
      "Conversion Name",
      "Conversion Time",
      "Conversion Value",
      "Conversion Currency",
    ]),
    ...conversions.map((conversion) =>
      csvRow([
        conversion.clickId,
        GOOGLE_CONVERSION_NAMES[conversion.stage],
        googleConversionTime(conversion.at, timeZone),
        String(conversion.value),
        CONVERSION_CURRENCY,
      ]),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** The SHA-256 of an e-mail address, trimmed and lower-cased, in hex (unsalted, as LinkedIn asks). */
export const emailSha256 = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/**
 * LinkedIn Campaign Manager's offline-conversion upload file (its CSV template's columns; the
 * optional ones left out): the member by the SHA-256 of the lead's e-mail address (the template
 * has no click-id column; the click id chooses which leads are sent), the time in epoch
 * milliseconds, the event type, the amount and the currency.
 */
export function linkedinConversionsCsv(conversions: readonly OfflineConversion[]): string {
  const lines = [
    csvRow(["email", "timestamp", "eventtype", "amount", "currency"]),
    ...conversions.map((conversion) =>
      csvRow([
        emailSha256(conversion.email),
        String(conversion.at),
        LINKEDIN_EVENT_TYPES[conversion.stage],
        String(conversion.value),
        CONVERSION_CURRENCY,
      ]),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
