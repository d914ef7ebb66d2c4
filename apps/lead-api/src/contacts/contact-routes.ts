import {
  contactQuerySchema,
  mergeSchema,
  type ContactEvent,
  type ContactPage,
  type ContactTimeline,
} from "@vantreo/contracts";
import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { deskAudit } from "../desk/desk-actor";
import { leadView } from "../desk/lead-view";
import { apiError } from "../http/api-error";
import { jsonBody } from "../http/json-body";
import { replyJson } from "../http/reply";
import { validate } from "../http/validate";
import { changeSnapshot, leadEventStatements } from "../replies/lead-events";
import type { StaffContext } from "../staff/staff-context";
import { requireCapability } from "../staff/staff-session-guard";

const iso = (at: number) => new Date(at).toISOString();

/**
 * Contacts: the inbox grouped by contact (`GET /v1/desk/contacts`), a lead's contact with its
 * joint timeline (`GET /v1/desk/leads/:id/contact`: every lead of the same e-mail, their history
 * and replies, oldest first) and merging a duplicate into the lead kept
 * (`POST /v1/desk/leads/:id/merge`). For `leads` (sales, marketing, owners).
 */
export function registerContactRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const { desk, contacts, replies } = sc.store;
  const workers = requireCapability(sc, "leads");

  route.get("/contacts", workers, validate("query", contactQuerySchema), async (c) => {
    const { page, size } = c.req.valid("query");
    const { items, total } = await contacts.listContacts(page, size);
    return replyJson(c, 200, {
      items: items.map((item) => ({
        email: item.email,
        name: `${item.latest.lead.firstName} ${item.latest.lead.lastName}`.trim(),
        company: item.latest.lead.company,
        leadCount: item.leadCount,
        latestLeadId: item.latest.id,
        latestAt: iso(item.latest.receivedAt),
        statuses: item.statuses,
      })),
      total,
      page,
      size,
    } satisfies ContactPage);
  });

  route.get("/leads/:id/contact", workers, async (c) => {
    const lead = await desk.findLead(c.req.param("id"));
    if (!lead) return apiError(c, 404, "not_found");
    const leads = await contacts.leadsOf(lead.lead.email);
    const ids = leads.map((item) => item.id);
    const [history, sent] = await Promise.all([contacts.historyOf(ids), replies.repliesOf(ids)]);
    const events: ContactEvent[] = [
      ...leads.map((item) => ({
        leadId: item.id,
        kind: "lead" as const,
        at: iso(item.receivedAt),
        label: item.lead.leadType,
        actorEmail: null,
        details: { source: item.lead.source, message: item.lead.message },
      })),
      // A reply shows once, as a reply (its `reply.sent` history row carries the same text).
      ...history
        .filter((entry) => entry.event !== "reply.sent")
        .map((entry) => ({
          leadId: entry.leadId,
          kind: "history" as const,
          at: iso(entry.at),
          label: entry.event,
          actorEmail: entry.actorEmail,
          details: entry.details,
        })),
      ...sent.map((reply) => ({
        leadId: reply.leadId,
        kind: "reply" as const,
        at: iso(reply.createdAt),
        label: reply.subject,
        actorEmail: reply.staffEmail,
        details: { text: reply.body, locale: reply.locale, messageId: reply.messageId },
      })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return replyJson(c, 200, {
      email: lead.lead.email.toLowerCase(),
      leads: leads.map(leadView),
      events,
    } satisfies ContactTimeline);
  });

  route.post(
    "/leads/:id/merge",
    workers,
    jsonBody(1024),
    validate("json", mergeSchema),
    async (c) => {
      const { into: intoId } = c.req.valid("json");
      const duplicate = await desk.findLead(c.req.param("id"));
      const into = await desk.findLead(intoId);
      if (!duplicate || !into) return apiError(c, 404, "not_found");
      if (duplicate.id === into.id)
        return apiError(c, 400, "invalid_request", { extra: { fields: { into: "another lead" } } });
      if (duplicate.lead.email.toLowerCase() !== into.lead.email.toLowerCase())
        return apiError(c, 409, "not_same_contact");
      if (duplicate.mergedInto !== null || into.mergedInto !== null)
        return apiError(c, 409, "already_merged");
      const now = sc.now();
      const archived = duplicate.status === "archived" ? {} : { status: "archived" as const };
      const write = {
        duplicate,
        into,
        audits: [
          deskAudit(
            c,
            duplicate.id,
            "lead.merged",
            { into: into.id, status: { from: duplicate.status, to: "archived" } },
            now,
          ),
          deskAudit(c, into.id, "lead.merged-from", { duplicate: duplicate.id }, now),
        ] as [ReturnType<typeof deskAudit>, ReturnType<typeof deskAudit>],
        // The CRM hears that the duplicate was archived (a `lead.updated` with the merge).
        events: leadEventStatements(duplicate.id, changeSnapshot(duplicate, archived), now),
      };
      if (!(await contacts.merge(write)))
        return apiError(c, 409, "version_conflict", {
          extra: { lead: leadView((await desk.findLead(duplicate.id)) ?? duplicate) },
        });
      const [kept, merged] = await Promise.all([
        desk.findLead(into.id),
        desk.findLead(duplicate.id),
      ]);
      return replyJson(c, 200, {
        lead: leadView(merged ?? duplicate),
        into: leadView(kept ?? into),
      });
    },
  );
}
