/** The periods a report counts over: weeks (Monday to Sunday), months and quarters. */
export const REPORT_GRAINS = ["week", "month", "quarter"] as const;

/** One of {@link REPORT_GRAINS}. */
export type ReportGrain = (typeof REPORT_GRAINS)[number];

/**
 * What a report breaks the leads down by: the form's source, the campaign (`utm_source`,
 * `utm_medium`, `utm_campaign`), the landing page (the path the form was sent from), the service
 * (`utm_service`, else the service page's slug), the lead type, the locale and the regional host.
 */
export const REPORT_BREAKDOWNS = [
  "source",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "landing_page",
  "service",
  "lead_type",
  "locale",
  "host",
] as const;

/** One of {@link REPORT_BREAKDOWNS}. */
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

/**
 * The time zone a report's days, weeks, months and quarters are cut in: the firm's (Atlanta,
 * spec section 9, "Atlanta: hours"), which keeps Eastern time.
 */
export const REPORT_TIME_ZONE = "America/New_York";

/** The longest range a report covers, in days (three years: 157 weeks, 37 months). */
export const REPORT_MAX_DAYS = 1096;

/** The most breakdown rows a report answers with, largest first. */
export const REPORT_MAX_ROWS = 100;

/**
 * The ad networks the reports export offline conversions for (closed-loop advertising): Google
 * Ads (by the Google click id, `gclid`) and LinkedIn (the leads carrying its click id,
 * `li_fat_id`, kept as `linkedin_click_id`).
 */
export const AD_NETWORKS = ["google", "linkedin"] as const;

/** One of {@link AD_NETWORKS}. */
export type AdNetwork = (typeof AD_NETWORKS)[number];

/** The stages a lead converts at for the ad networks: qualified, then won. */
export const AD_CONVERSION_STAGES = ["qualified", "won"] as const;

/** One of {@link AD_CONVERSION_STAGES}. */
export type AdConversionStage = (typeof AD_CONVERSION_STAGES)[number];
