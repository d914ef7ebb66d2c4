import type { LeadDetail, LeadPage } from "@vantreo/leads/desk";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { readDataroomJson } from "../dataroom/read-dataroom-json";
import { replyJson } from "../http/reply";
import type { StaffContext } from "../staff/staff-context";
import { hasRole } from "../staff/staff-roles";
import { requireRole } from "../staff/staff-session-guard";
import { auditView, BULK_EXPORT_AUDIT_ID, deskAudit } from "./desk-actor";
import { deskError } from "./desk-errors";
import type { DeskLead, LeadChange } from "./desk-store";
import { parseLeadChange, parseNote } from "./lead-change-input";
import { parseLeadQuery } from "./lead-filter";
import { requestView } from "./privacy-request-view";
import { streamLeadExport } from "./lead-export";
import { attributionOf, leadView } from "./lead-view";
import { canMove, nextStatuses } from "@vantreo/leads/desk";

const BODY_LIMIT = 8192;

const invalid = (c: Context<AppEnv>, fields: Record<string, string>) =>
  deskError(c, 400, "invalid_request", { fields });

const conflict = (c: Context<AppEnv>, current: DeskLead) =>
  deskError(c, 409, "version_conflict", { lead: leadView(current) });

/**
 * The lead desk's lead routes, for `sales` and `marketing` (and owners): the list, the export,
 * one lead with its deliveries and history, the workflow change, notes, and the spam folder's
 * release and delete. Unsafe methods pass the CSRF check of {@link requireRole}.
 */
export function registerDeskLeadRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const desk = sc.store.desk;
  const workers = requireRole(sc, "sales", "marketing");

  route.get("/leads", workers, async (c) => {
    const query = parseLeadQuery(c.req.query());
    if (!query.ok) return invalid(c, query.fields);
    const { filter, page, size } = query.value;
    const result = await desk.listLeads(filter, page, size);
    return replyJson(c, 200, {
      items: result.items.map(leadView),
      total: result.total,
      page,
      size,
      counts: result.counts,
    } satisfies LeadPage);
  });

  route.get("/leads/export", workers, async (c) => {
    const query = parseLeadQuery(c.req.query());
    if (!query.ok) return invalid(c, query.fields);
    const format = c.req.query("format") ?? "csv";
    const separator = c.req.query("separator") ?? ",";
    if (format !== "csv" && format !== "json") return invalid(c, { format: "csv or json" });
    if (separator !== "," && separator !== ";") return invalid(c, { separator: ", or ;" });
    // Every matching lead, streamed in keyset batches (lead-export.ts); the audit row (who, what
    // filter, how many) is written before the first lead leaves.
    const { filter } = query.value;
    const now = sc.now();
    return streamLeadExport(c, desk, {
      filter,
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
    if (!lead) return deskError(c, 404, "not_found");
    const { crm, mail } = await desk.deliveries(lead.id);
    const history = await desk.history(lead.id);
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
    } satisfies LeadDetail);
  });

  route.patch("/leads/:id", workers, async (c) => {
    const body = await readDataroomJson(c, BODY_LIMIT);
    if (body instanceof Response) return body;
    const input = parseLeadChange(body);
    if (!input.ok) return invalid(c, input.fields);
    const lead = await desk.findLead(c.req.param("id"));
    if (!lead) return deskError(c, 404, "not_found");
    if (input.value.version !== lead.version) return conflict(c, lead);
    const change: LeadChange = {};
    const details: Record<string, unknown> = {};
    const { status, ownerId } = input.value;
    if (status !== undefined && status !== lead.status) {
      if (!canMove(lead.status, status))
        return deskError(c, 409, "invalid_transition", {
          from: lead.status,
          to: status,
          allowed: nextStatuses(lead.status),
        });
      change.status = status;
      details.status = { from: lead.status, to: status };
    }
    if (ownerId !== undefined && ownerId !== lead.ownerId) {
      if (ownerId !== null) {
        const owner = await sc.staff.findAccount(ownerId);
        if (!owner || owner.disabledAt !== null || !hasRole(owner.roles, ["sales", "marketing"]))
          return invalid(c, { ownerId: "an active staff account with sales, marketing or owner" });
      }
      change.ownerId = ownerId;
      details.owner = { from: lead.ownerId, to: ownerId };
    }
    if (Object.keys(change).length === 0) return replyJson(c, 200, { lead: leadView(lead) });
    const audit = deskAudit(c, lead.id, "lead.changed", details, sc.now());
    if (!(await desk.changeLead(lead.id, lead.version, change, audit))) {
      const current = await desk.findLead(lead.id);
      return current ? conflict(c, current) : deskError(c, 404, "not_found");
    }
    return replyJson(c, 200, { lead: leadView((await desk.findLead(lead.id)) ?? lead) });
  });

  route.post("/leads/:id/notes", workers, async (c) => {
    const body = await readDataroomJson(c, BODY_LIMIT);
    if (body instanceof Response) return body;
    const note = parseNote(body);
    if (!note.ok) return invalid(c, note.fields);
    const lead = await desk.findLead(c.req.param("id"));
    if (!lead) return deskError(c, 404, "not_found");
    const { version, text } = note.value;
    if (version !== undefined && version !== lead.version) return conflict(c, lead);
    const audit = deskAudit(c, lead.id, "note", { text }, sc.now());
    if (!(await desk.addNote(lead.id, version, audit))) {
      const current = await desk.findLead(lead.id);
      return current ? conflict(c, current) : deskError(c, 404, "not_found");
    }
    const current = (await desk.findLead(lead.id)) ?? lead;
    return replyJson(c, 201, { lead: leadView(current), note: auditView(audit) });
  });

  route.post("/leads/:id/release", workers, async (c) => {
    const id = c.req.param("id");
    const lead = await desk.findLead(id);
    if (!lead) return deskError(c, 404, "not_found");
    const now = sc.now();
    const released = await sc.store.mail.releaseSpam(id, now);
    if (released === "unknown") return deskError(c, 404, "not_found");
    if (released === "not-spam") return deskError(c, 409, "not_spam");
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
      : deskError(c, 404, "not_found");
  });

  route.delete("/leads/:id", workers, async (c) => {
    const lead = await desk.findLead(c.req.param("id"));
    if (!lead) return deskError(c, 404, "not_found");
    if (lead.spamReason === null) return deskError(c, 409, "not_spam");
    const audit = deskAudit(c, lead.id, "lead.deleted", { spamReason: lead.spamReason }, sc.now());
    if (!(await desk.deleteSpamLead(lead.id, audit))) return deskError(c, 404, "not_found");
    return replyJson(c, 200, { deleted: lead.id });
  });
}
