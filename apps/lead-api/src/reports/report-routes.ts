import { REPORT_TIME_ZONE } from "@vantreo/contracts/core";
import { reportQuerySchema } from "@vantreo/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { replyJson } from "../http/reply";
import { validate } from "../http/validate";
import type { StaffContext } from "../staff/staff-context";
import { requireCapability } from "../staff/staff-session-guard";
import { reportPeriods } from "./report-periods";

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
}
