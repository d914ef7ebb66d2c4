import {
  can,
  canMove,
  leadChangeSchema,
  leadExportQuerySchema,
  leadQuerySchema,
  nextStatuses,
  noteSchema,
  type LeadDetail,
  type LeadPage,
} from "@vantreo/contracts";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
import { jsonBody } from "../http/json-body";
import { replyJson } from "../http/reply";
import { validate } from "../http/validate";
import type { StaffContext } from "../staff/staff-context";
import { requireCapability } from "../staff/staff-session-guard";
import { auditView, BULK_EXPORT_AUDIT_ID, deskAudit } from "./desk-actor";
import type { DeskLead, LeadChange } from "./desk-store";
import { requestView } from "./privacy-request-view";
import { streamLeadExport } from "./lead-export";
import { attributionOf, leadView } from "./lead-view";
import { bookingView, integrationEventView, paymentView } from "../integrations/integration-view";
import { changeSnapshot, leadEventStatements } from "../replies/lead-events";

const BODY_LIMIT = 8192;

const invalid = (c: Context<AppEnv>, fields: Record<string, string>) =>
  apiError(c, 400, "invalid_request", { extra: { fields } });

const conflict = (c: Context<AppEnv>, current: DeskLead) =>
  apiError(c, 409, "version_conflict", { extra: { lead: leadView(current) } });

/**
 * The lead desk's lead routes, for `sales` and `marketing` (and owners): the list, the export,
 * one lead with its deliveries and history, the workflow change, notes, and the spam folder's
 * release and delete. Unsafe methods pass the CSRF check of {@link requireCapability}.
 */
export function registerDeskLeadRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const desk = sc.store.desk;
  const workers = requireCapability(sc, "leads");

  route.get("/leads", workers, validate("query", leadQuerySchema), async (c) => {
    const { filter, sort, page, size } = c.req.valid("query");
    // `reply=due|overdue` is judged at the server's time.
    const result = await desk.listLeads({ ...filter, now: sc.now() }, page, size, sort);
    return replyJson(c, 200, {
      items: result.items.map(leadView),
      total: result.total,
      page,
      size,
      counts: result.counts,
    } satisfies LeadPage);
  });

  route.get("/leads/export", workers, validate("query", leadExportQuerySchema), async (c) => {
    const { filter, format, separator } = c.req.valid("query");
    // Every matching lead, streamed in keyset batches (lead-export.ts); the audit row (who, what
    // filter, how many) is written before the first lead leaves.
    const now = sc.now();
    return streamLeadExport(c, desk, {
      filter: { ...filter, now },
      format: format === "json" ? { format } : { format, separator },
      now,
      failed: (error) => sc.logger.error("lead export failed", { error }),
      audit: (rows) =>
        desk.appendAudit(
          deskAudit(
            c,
            BULK_EXPORT_AUDIT_ID,
            "leads.exported",
            { filter, format, ...(format === "csv" ? { separator } : {}), rows },
            now,
          ),
        ),
    });
  });

  route.get("/leads/:id", workers, async (c) => {
    const lead = await desk.findLead(c.req.param("id"));
    if (!lead) return apiError(c, 404, "not_found");
    const { crm, mail } = await desk.deliveries(lead.id);
    const history = await desk.history(lead.id);
    const integrations = sc.store.integrations;
    const [bookings, payments, events] = await Promise.all([
      integrations.bookingsOf(lead.id),
      integrations.paymentsOf(lead.id),
      integrations.eventsOf(lead.id),
    ]);
    return replyJson(c, 200, {
      lead: leadView(lead),
      metadata: lead.lead.metadata,
      attribution: attributionOf(lead.lead.metadata),
      consent: {
        ...lead.consent,
        consentedAt:
          lead.consent.consentedAt === null
            ? null
            : new Date(lead.consent.consentedAt).toISOString(),
      },
      nextStatuses: nextStatuses(lead.status),
      crm,
      mail,
      history: history.map(auditView),
      bookings: bookings.map(bookingView),
      payments: payments.map(paymentView),
      integrationEvents: events.map(integrationEventView),
    } satisfies LeadDetail);
  });

  const changeBody = validate("json", leadChangeSchema);
  route.patch("/leads/:id", workers, jsonBody(BODY_LIMIT), changeBody, async (c) => {
    const input = c.req.valid("json");
    const lead = await desk.findLead(c.req.param("id"));
    if (!lead) return apiError(c, 404, "not_found");
    if (input.version !== lead.version) return conflict(c, lead);
    const change: LeadChange = {};
    const details: Record<string, unknown> = {};
    const { status, ownerId, estimatedValue } = input;
    if (status !== undefined && status !== lead.status) {
      if (!canMove(lead.status, status))
        return apiError(c, 409, "invalid_transition", {
          extra: { from: lead.status, to: status, allowed: nextStatuses(lead.status) },
        });
      change.status = status;
      details.status = { from: lead.status, to: status };
    }
    if (ownerId !== undefined && ownerId !== lead.ownerId) {
      if (ownerId !== null) {
        const owner = await sc.staff.findAccount(ownerId);
        if (!owner || owner.disabledAt !== null || !can(owner.roles, "leads"))
          return invalid(c, { ownerId: "an active staff account with sales, marketing or owner" });
      }
      change.ownerId = ownerId;
      details.owner = { from: lead.ownerId, to: ownerId };
    }
    if (estimatedValue !== undefined && estimatedValue !== lead.estimatedValue) {
      change.estimatedValue = estimatedValue;
      details.estimatedValue = { from: lead.estimatedValue, to: estimatedValue };
    }
    if (Object.keys(change).length === 0) return replyJson(c, 200, { lead: leadView(lead) });
    const audit = deskAudit(c, lead.id, "lead.changed", details, sc.now());
    // The CRM hears of the change in the same transaction (`lead.updated`, `lead.won`).
    const events = leadEventStatements(lead.id, changeSnapshot(lead, change), audit.at);
    if (!(await desk.changeLead(lead.id, lead.version, change, audit, events))) {
      const current = await desk.findLead(lead.id);
      return current ? conflict(c, current) : apiError(c, 404, "not_found");
    }
    return replyJson(c, 200, { lead: leadView((await desk.findLead(lead.id)) ?? lead) });
  });

  route.post(
    "/leads/:id/notes",
    workers,
    jsonBody(BODY_LIMIT),
    validate("json", noteSchema),
    async (c) => {
      const lead = await desk.findLead(c.req.param("id"));
      if (!lead) return apiError(c, 404, "not_found");
      const { version, text } = c.req.valid("json");
      if (version !== undefined && version !== lead.version) return conflict(c, lead);
      const audit = deskAudit(c, lead.id, "note", { text }, sc.now());
      if (!(await desk.addNote(lead.id, version, audit))) {
        const current = await desk.findLead(lead.id);
        return current ? conflict(c, current) : apiError(c, 404, "not_found");
      }
      const current = (await desk.findLead(lead.id)) ?? lead;
      return replyJson(c, 201, { lead: leadView(current), note: auditView(audit) });
    },
  );

  route.post("/leads/:id/release", workers, async (c) => {
    const id = c.req.param("id");
    const lead = await desk.findLead(id);
    if (!lead) return apiError(c, 404, "not_found");
    const now = sc.now();
    const released = await sc.store.mail.releaseSpam(id, now);
    if (released === "unknown") return apiError(c, 404, "not_found");
    if (released === "not-spam") return apiError(c, 409, "not_spam");
    await desk.recordRelease(
      id,
      deskAudit(c, id, "lead.released", { spamReason: lead.spamReason }, now),
    );
    const current = await desk.findLead(id);
    if (current) return replyJson(c, 200, { lead: leadView(current) });
    // A released /data-rights request is no lead: it moved to the privacy queue, same id.
    const request = await desk.findDataRequest(id);
    return request
      ? replyJson(c, 200, { request: requestView(request) })
      : apiError(c, 404, "not_found");
  });

  route.delete("/leads/:id", workers, async (c) => {
    const lead = await desk.findLead(c.req.param("id"));
    if (!lead) return apiError(c, 404, "not_found");
    if (lead.spamReason === null) return apiError(c, 409, "not_spam");
    const audit = deskAudit(c, lead.id, "lead.deleted", { spamReason: lead.spamReason }, sc.now());
    if (!(await desk.deleteSpamLead(lead.id, audit))) return apiError(c, 404, "not_found");
    return replyJson(c, 200, { deleted: lead.id });
  });
}
