import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { subjectCsv } from "../admin/subject-csv";
import { replyJson, reply } from "../http/reply";
import { maskEmail } from "../log/mask-personal-data";
import type { StaffContext } from "../staff/staff-context";
import { requireRole } from "../staff/staff-session-guard";
import { deskAudit } from "./desk-actor";
import { deskError } from "./desk-errors";
import { requestView } from "./privacy-request-view";

/**
 * The privacy queue, for `privacy` (and owners): the /data-rights requests (stored in
 * `data_requests`, never forwarded to the CRM) with their deadlines, and the same export and
 * erasure as the bearer-token admin API, each audited with the staff member who ran it.
 */
export function registerDeskPrivacyRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const { store, logger } = sc;
  const privacy = requireRole(sc, "privacy");

  route.get("/privacy/requests", privacy, async (c) => {
    const status = c.req.query("status");
    if (status !== undefined && status !== "open" && status !== "done")
      return deskError(c, 400, "invalid_request", { fields: { status: "open or done" } });
    const requests = await store.desk.listDataRequests(status);
    return replyJson(c, 200, { requests: requests.map(requestView) });
  });

  route.post("/privacy/requests/:id/export", privacy, async (c) => {
    const request = await store.desk.findDataRequest(c.req.param("id"));
    if (!request) return deskError(c, 404, "not_found");
    const { email } = request.lead;
    const now = sc.now();
    const data = await store.exportSubject(email);
    const sections = Object.fromEntries(
      Object.entries(data).map(([label, rows]) => [label, rows.length]),
    );
    await store.desk.appendAudit(deskAudit(c, request.id, "privacy.exported", { sections }, now));
    logger.info("subject exported", { requestId: c.get("requestId"), email: maskEmail(email) });
    if (c.req.query("format") === "csv") {
      const separator = c.req.query("separator") === ";" ? ";" : ",";
      return reply(c, 200, subjectCsv(data, separator), {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="subject-export.csv"',
      });
    }
    return replyJson(c, 200, { email, exportedAt: new Date(now).toISOString(), ...data });
  });

  route.post("/privacy/requests/:id/erase", privacy, async (c) => {
    const request = await store.desk.findDataRequest(c.req.param("id"));
    if (!request) return deskError(c, 404, "not_found");
    const { email } = request.lead;
    const now = sc.now();
    const erased = await store.eraseSubject(email, now);
    // The request itself is erased with the rest; this row (no e-mail of the person) stays as
    // the record that it was answered, and by whom (GDPR art. 5(2), accountability).
    await store.desk.appendAudit(deskAudit(c, request.id, "privacy.erased", { erased }, now));
    logger.info("subject erased", {
      requestId: c.get("requestId"),
      email: maskEmail(email),
      ...erased,
    });
    return replyJson(c, 200, { success: true, erased });
  });

  route.post("/privacy/requests/:id/done", privacy, async (c) => {
    const id = c.req.param("id");
    const request = await store.desk.findDataRequest(id);
    if (!request) return deskError(c, 404, "not_found");
    if (request.status === "open")
      await store.desk.markRequestDone(id, deskAudit(c, id, "privacy.done", {}, sc.now()));
    const current = (await store.desk.findDataRequest(id)) ?? request;
    return replyJson(c, 200, { request: requestView(current) });
  });
}
