import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { replyJson } from "../http/reply";
import type { StaffContext } from "../staff/staff-context";
import { requireRole } from "../staff/staff-session-guard";
import { deskError } from "./desk-errors";
import { parseLeadQuery } from "./lead-filter";

/**
 * The pipeline report, for `sales` and `marketing` (and owners): the leads of the lead filter
 * (usually a date range, `from` / `to`) counted by status × source, largest first, with the
 * total. Read from the `leads_inbox` index alone (see `store/desk-search-migration.ts`).
 */
export function registerDeskReportRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  route.get("/reports/leads", requireRole(sc, "sales", "marketing"), async (c) => {
    const query = parseLeadQuery(c.req.query());
    if (!query.ok) return deskError(c, 400, "invalid_request", { fields: query.fields });
    const rows = await sc.store.desk.reportCounts(query.value.filter);
    return replyJson(c, 200, { rows, total: rows.reduce((sum, row) => sum + row.count, 0) });
  });
}
