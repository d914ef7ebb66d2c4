import { overrideSchema, privacyListQuerySchema } from "@vantreo/contracts";
import type { PrivacyPage } from "@vantreo/contracts/core";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
import { jsonBody } from "../http/json-body";
import { replyJson } from "../http/reply";
import { validate } from "../http/validate";
import { maskEmail } from "../log/mask-personal-data";
import type { StaffContext } from "../staff/staff-context";
import { requireCapability } from "../staff/staff-session-guard";
import { deskAudit } from "./desk-actor";
import { mayActOn } from "./desk-store";
import { requestView } from "./privacy-request-view";

const BODY_LIMIT = 8192;

/**
 * The privacy queue, for `privacy` (and owners): the /data-rights requests (stored in
 * `data_requests`, never forwarded to the CRM) with their deadlines and whether the requester
 * confirmed the address (the link of their receipt). Export and erasure run only on a verified
 * request, or after a privacy officer or owner recorded an override with a written reason
 * (409 `unverified` otherwise, review T3-M2). The export is never handed to the staff member: it
 * is mailed, as a JSON attachment, to the address of the request. Each action is audited with the
 * staff member who ran it.
 */
export function registerDeskPrivacyRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const { store, logger } = sc;
  const privacy = requireCapability(sc, "privacy");

  route.get("/privacy/requests", privacy, validate("query", privacyListQuerySchema), async (c) => {
    const { status, page, size } = c.req.valid("query");
    const counts = await store.desk.countDataRequests();
    const requests = await store.desk.listDataRequests(status, size, (page - 1) * size);
    const total = status ? counts[status] : counts.open + counts.done;
    const body: PrivacyPage = { counts, requests: requests.map(requestView), page, size, total };
    return replyJson(c, 200, body);
  });

  const overrideBody = validate("json", overrideSchema);
  route.post(
    "/privacy/requests/:id/override",
    privacy,
    jsonBody(BODY_LIMIT),
    overrideBody,
    async (c) => {
      const id = c.req.param("id");
      const request = await store.desk.findDataRequest(id);
      if (!request) return apiError(c, 404, "not_found");
      if (request.verifiedAt !== null) return apiError(c, 409, "already_verified");
      const { reason } = c.req.valid("json");
      const audit = deskAudit(c, id, "privacy.override", { reason }, sc.now());
      if (!(await store.desk.overrideVerification(id, audit, reason))) {
        const current = await store.desk.findDataRequest(id);
        return current ? apiError(c, 409, "already_verified") : apiError(c, 404, "not_found");
      }
      logger.info("data request verification overridden", { requestId: c.get("requestId") });
      const current = (await store.desk.findDataRequest(id)) ?? request;
      return replyJson(c, 200, { request: requestView(current) });
    },
  );

  route.post("/privacy/requests/:id/export", privacy, async (c) => {
    const request = await store.desk.findDataRequest(c.req.param("id"));
    if (!request) return apiError(c, 404, "not_found");
    if (!mayActOn(request)) return apiError(c, 409, "unverified");
    const { email } = request.lead;
    const now = sc.now();
    const data = await store.exportSubject(email);
    const sections = Object.fromEntries(
      Object.entries(data).map(([label, rows]) => [label, rows.length]),
    );
    const attachment = JSON.stringify(
      { email, exportedAt: new Date(now).toISOString(), ...data },
      null,
      2,
    );
    const audit = deskAudit(c, request.id, "privacy.exported", { sections, mailed: true }, now);
    if (!(await store.desk.queueExport(request.id, attachment, audit)))
      return apiError(c, 404, "not_found");
    logger.info("subject export queued", {
      requestId: c.get("requestId"),
      email: maskEmail(email),
    });
    // Accepted: the mail relay sends it to the address of the request (and nowhere else).
    return replyJson(c, 202, { success: true, mailed: true, sections });
  });

  route.post("/privacy/requests/:id/erase", privacy, async (c) => {
    const request = await store.desk.findDataRequest(c.req.param("id"));
    if (!request) return apiError(c, 404, "not_found");
    if (!mayActOn(request)) return apiError(c, 409, "unverified");
    const { email } = request.lead;
    const now = sc.now();
    const erased = await store.eraseSubject(email, now);
    // The request itself is erased with the rest; this row (no e-mail of the person) stays as
    // the record that it was answered, and by whom (GDPR art. 5(2), accountability), with the
    // override's reason when the requester never confirmed the address.
    const details = request.override
      ? { erased, override: { reason: request.override.reason, by: request.override.by } }
      : { erased };
    await store.desk.appendAudit(deskAudit(c, request.id, "privacy.erased", details, now));
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
    if (!request) return apiError(c, 404, "not_found");
    if (request.status === "open")
      await store.desk.markRequestDone(id, deskAudit(c, id, "privacy.done", {}, sc.now()));
    const current = (await store.desk.findDataRequest(id)) ?? request;
    return replyJson(c, 200, { request: requestView(current) });
  });
}
