import { leadQuerySchema } from "@vantreo/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { replyJson } from "../http/reply";
import { validate } from "../http/validate";
import type { StaffContext } from "../staff/staff-context";
import { requireCapability } from "../staff/staff-session-guard";
import { registerReportRoutes } from "../reports/report-routes";

/**
 * The pipeline report, for `sales` and `marketing` (and owners): the leads of the lead filter
 * (usually a date range, `from` / `to`) counted by status × source, largest first, with the
 * total. Read from the `leads_inbox` index alone (see `store/desk-search-migration.ts`). The
 * reports section's routes (`src/reports`) are registered with it.
 */
export function registerDeskReportRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  route.get(
    "/reports/leads",
    requireCapability(sc, "leads"),
    validate("query", leadQuerySchema),
    async (c) => {
      const rows = await sc.store.desk.reportCounts(c.req.valid("query").filter);
      return replyJson(c, 200, { rows, total: rows.reduce((sum, row) => sum + row.count, 0) });
    },
  );
  registerReportRoutes(route, sc);
}
