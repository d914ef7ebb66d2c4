import { AD_NETWORKS, REPORT_BREAKDOWNS, REPORT_GRAINS, REPORT_MAX_DAYS } from "./report-fields";
import { z } from "./zod";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether `value` is a calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
function isCalendarDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value;
}

const calendarDate = z
  .string({ error: "a date YYYY-MM-DD" })
  .refine(isCalendarDate, { error: "a date YYYY-MM-DD" });

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** `to` not before `from` and the range at most {@link REPORT_MAX_DAYS} days, reported under `to`. */
function checkRange(query: { from: string; to: string }, ctx: z.RefinementCtx) {
  const days = daysBetween(query.from, query.to);
  if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "before from" });
  else if (days >= REPORT_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: `at most ${REPORT_MAX_DAYS} days` });
}

/**
 * `GET /v1/desk/reports/pipeline`: `from` and `to` (calendar dates in the report's time zone,
 * both included; `to` not before `from`, at most {@link REPORT_MAX_DAYS} days), `grain` (week,
 * month or quarter; default week) and `by` (the breakdown; default source). Each invalid field
 * is reported under its own name.
 */
export const reportQuerySchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    grain: z.enum(REPORT_GRAINS, { error: "week, month or quarter" }).default("week"),
    by: z.enum(REPORT_BREAKDOWNS, { error: "an unknown breakdown" }).default("source"),
  })
  .superRefine(checkRange);

/** A report's query, as {@link reportQuerySchema} reads it. */
export type ReportQuery = z.output<typeof reportQuerySchema>;

const count = z.number().int().nonnegative();
/** A share from 0 to 1, or null when its denominator is 0 (nothing to divide). */
const rate = z.number().min(0).max(1).nullable();

/** Leads and how far they went: each lead once per stage it reached. */
const stageCounts = {
  leads: count,
  contacted: count,
  qualified: count,
  won: count,
  lost: count,
  /** The spec's conversion event values of the leads (spec section 9, "Conversion values"). */
  conversionValue: count,
  /** The spec's tracking values of the leads (same section). */
  trackingValue: count,
  /** The leads' estimated values (whole US dollars, set by staff; a lead without one adds 0). */
  estimatedValue: count,
};

/** The rates between stages: contacted / leads, qualified / contacted, won / qualified, won / (won + lost). */
const stageRates = z.object({
  contactRate: rate,
  qualificationRate: rate,
  closeRate: rate,
  winRate: rate,
});

/** Median and 90th percentile (nearest rank) of the time to first contact, in ms. */
const firstContact = {
  contacted: count,
  medianMs: z.number().int().nonnegative().nullable(),
  p90Ms: z.number().int().nonnegative().nullable(),
};

/** The answer of {@link reportQuerySchema}: every number computed in the database. */
export const leadReportSchema = z.object({
  query: z.object({
    from: z.string(),
    to: z.string(),
    grain: z.enum(REPORT_GRAINS),
    by: z.enum(REPORT_BREAKDOWNS),
    timeZone: z.string(),
  }),
  totals: z.object(stageCounts).extend({ rates: stageRates }),
  /** One row per period of the range, empty periods included, oldest first. */
  series: z.array(z.object({ period: z.string() }).extend(stageCounts)),
  /** One row per value of the breakdown (null: the leads without one), most leads first. */
  breakdown: z.array(
    z.object({ key: z.string().nullable() }).extend(stageCounts).extend({ rates: stageRates }),
  ),
  firstContact: z.object({
    byOwner: z.array(
      z
        .object({ ownerId: z.string().nullable(), ownerEmail: z.string().nullable() })
        .extend(firstContact),
    ),
    byPeriod: z.array(z.object({ period: z.string() }).extend(firstContact)),
  }),
  bookings: z.object({ count, value: count }),
  payments: z.array(z.object({ currency: z.string().nullable(), count, amount: z.number().int() })),
});

/** A report as the lead API answers it. */
export type LeadReport = z.output<typeof leadReportSchema>;

/**
 * `GET /v1/desk/reports/offline-conversions`: `from` and `to` as for a report (the days of the
 * conversions, in the report's time zone, both included) and `network`, the ad network whose
 * upload template the CSV follows.
 */
export const offlineConversionQuerySchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    network: z.enum(AD_NETWORKS, { error: "google or linkedin" }),
  })
  .superRefine(checkRange);

/** An offline-conversion download's query, as {@link offlineConversionQuerySchema} reads it. */
export type OfflineConversionQuery = z.output<typeof offlineConversionQuerySchema>;
