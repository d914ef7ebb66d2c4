import { REPORT_TIME_ZONE } from "@vantreo/contracts/core";
import { offlineConversionQuerySchema, reportQuerySchema } from "@vantreo/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { reply, replyJson } from "../http/reply";
import { validate } from "../http/validate";
import type { StaffContext } from "../staff/staff-context";
import { requireCapability } from "../staff/staff-session-guard";
import { googleConversionsCsv, linkedinConversionsCsv } from "./offline-conversions";
import { reportPeriods, startOfDay } from "./report-periods";

/** The calendar day after `iso` (`YYYY-MM-DD`). */
const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * `GET /v1/desk/reports/pipeline` (capability `reports`: sales, marketing, owners): the genuine
 * leads received from `from` to `to` (dates in the firm's time zone) per week, month or quarter
 * and per value of one breakdown, with the stages they reached, their conversion values, the
 * time to their first contact per owner and per period, and the bookings and payments of the
 * range. Every number is computed by the database (`report-store.ts`).
 */
export function registerReportRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  route.get(
    "/reports/pipeline",
    requireCapability(sc, "reports"),
    validate("query", reportQuerySchema),
    async (c) => {
      const query = c.req.valid("query");
      const periods = reportPeriods(query.from, query.to, query.grain, REPORT_TIME_ZONE);
      const report = await sc.store.reports.leadReport({ periods, by: query.by });
      return replyJson(c, 200, { query: { ...query, timeZone: REPORT_TIME_ZONE }, ...report });
    },
  );
  // Closed-loop advertising: the offline conversions of one ad network as its upload file, for
  // marketing and owners (`adConversions`: the file carries click ids or hashed e-mail addresses).
  route.get(
    "/reports/offline-conversions",
    requireCapability(sc, "adConversions"),
    validate("query", offlineConversionQuerySchema),
    async (c) => {
      const { from, to, network } = c.req.valid("query");
      const conversions = await sc.store.reports.offlineConversions(
        network,
        startOfDay(from, REPORT_TIME_ZONE),
        startOfDay(nextDay(to), REPORT_TIME_ZONE),
      );
      const csv =
        network === "google"
          ? googleConversionsCsv(conversions, REPORT_TIME_ZONE)
          : linkedinConversionsCsv(conversions);
      return reply(c, 200, csv, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="offline-conversions-${network}-${from}-${to}.csv"`,
      });
    },
  );
}
