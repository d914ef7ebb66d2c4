import { randomUUID } from "node:crypto";
import {
  replyDraftQuerySchema,
  replySchema,
  templateEditSchema,
  type LeadReply,
  type ReplyInput,
  type ReplyDraft,
  type ReplyTemplate,
  type ReplyTemplateList,
} from "@vantreo/contracts";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { deskAudit } from "../desk/desk-actor";
import { leadView } from "../desk/lead-view";
import { apiError } from "../http/api-error";
import { jsonBody } from "../http/json-body";
import { replyJson } from "../http/reply";
import { validate } from "../http/validate";
import { leadLocale } from "../mail/lead-locale";
import { mailSettings } from "../mail/mail-settings";
import { domainOf } from "../mail/render-mail";
import { replySignatureText } from "../mail/templates/lead-reply";
import type { StaffContext } from "../staff/staff-context";
import { guardedSession, requireCapability } from "../staff/staff-session-guard";
import { fillTemplate } from "./default-reply-templates";
import type { StoredReply, StoredTemplate } from "./reply-store";

// A reply of the longest text and a template edit, JSON-escaped (Arabic: 6 bytes a letter).
const BODY_LIMIT = 64 * 1024;

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

function templateView(template: StoredTemplate): ReplyTemplate {
  return { ...template, updatedAt: iso(template.updatedAt) };
}

/** A reply as the desk shows it. */
export function replyView(reply: StoredReply): LeadReply {
  return {
    id: reply.id,
    leadId: reply.leadId,
    staffEmail: reply.staffEmail,
    staffName: reply.staffName,
    locale: reply.locale,
    subject: reply.subject,
    body: reply.body,
    messageId: reply.messageId,
    inReplyTo: reply.inReplyTo,
    at: new Date(reply.createdAt).toISOString(),
  };
}

/**
 * Replies from the desk: the templates (everyone with `leads` reads them, owners edit them:
 * `replyTemplates`), a lead's draft from a template in its language with the signature shown,
 * the lead's replies, and sending one. Unsafe methods pass the CSRF check of
 * {@link requireCapability}.
 */
export function registerReplyRoutes(route: Hono<AppEnv>, sc: StaffContext): void {
  const { desk, replies } = sc.store;
  const workers = requireCapability(sc, "leads");
  const editors = requireCapability(sc, "replyTemplates");
  const settings = () => mailSettings(sc.config);

  route.get("/reply-templates", workers, async (c) => {
    const templates = await replies.listTemplates();
    return replyJson(c, 200, {
      templates: templates.map(templateView),
    } satisfies ReplyTemplateList);
  });

  route.put(
    "/reply-templates/:id/:locale",
    editors,
    jsonBody(BODY_LIMIT),
    validate("json", templateEditSchema),
    async (c) => {
      const { id, locale } = c.req.param();
      if (locale !== "en" && locale !== "de" && locale !== "ar")
        return apiError(c, 404, "not_found");
      const edit = c.req.valid("json");
      const before = await replies.findTemplate(id, locale);
      if (!before) return apiError(c, 404, "not_found");
      // The audit row's lead id names the template, never a lead (UUIDs): no lead history shows it.
      const audit = deskAudit(
        c,
        `reply-template:${id}:${locale}`,
        "reply-template.edited",
        { id, locale },
        sc.now(),
      );
      if (!(await replies.updateTemplate({ id, locale, ...edit }, audit)))
        return apiError(c, 404, "not_found");
      const after = await replies.findTemplate(id, locale);
      return replyJson(c, 200, { template: templateView(after ?? before) });
    },
  );

  route.get("/leads/:id/replies", workers, async (c) => {
    const lead = await desk.findLead(c.req.param("id"));
    if (!lead) return apiError(c, 404, "not_found");
    const list = await replies.listReplies(lead.id);
    return replyJson(c, 200, { replies: list.map(replyView) });
  });

  route.get(
    "/leads/:id/reply-draft",
    workers,
    validate("query", replyDraftQuerySchema),
    async (c) => {
      const lead = await desk.findLead(c.req.param("id"));
      if (!lead) return apiError(c, 404, "not_found");
      const query = c.req.valid("query");
      const locale = query.locale ?? leadLocale(lead);
      const { account } = guardedSession(c);
      const template = query.template ? await replies.findTemplate(query.template, locale) : null;
      if (query.template && !template) return apiError(c, 404, "not_found");
      const values = {
        name: `${lead.lead.firstName.trim()} ${lead.lead.lastName.trim()}`.trim(),
        company: lead.lead.company.trim(),
        staffName: account.name,
      };
      const previous = (await replies.listReplies(lead.id)).at(-1) ?? null;
      return replyJson(c, 200, {
        locale,
        templateId: template?.id ?? null,
        subject: template ? fillTemplate(template.subject, values) : "",
        body: template ? fillTemplate(template.body, values) : "",
        signature: replySignatureText(account.name, locale, settings().siteUrl),
        inReplyTo: previous?.messageId ?? null,
      } satisfies ReplyDraft);
    },
  );

  route.post(
    "/leads/:id/replies",
    workers,
    jsonBody(BODY_LIMIT),
    validate("json", replySchema),
    async (c) => sendReply(c, sc, c.req.valid("json")),
  );
}

/** `POST /v1/desk/leads/:id/replies`: queue the reply's mail and log it, in one transaction. */
async function sendReply(c: Context<AppEnv>, sc: StaffContext, input: ReplyInput) {
  const { desk, replies } = sc.store;
  const lead = await desk.findLead(c.req.param("id") ?? "");
  if (!lead) return apiError(c, 404, "not_found");
  // A spam-flagged lead is released first: nobody answers a bot from the desk.
  if (lead.spamReason !== null) return apiError(c, 409, "not_spam");
  const { account } = guardedSession(c);
  const now = sc.now();
  const id = randomUUID();
  const previous = (await replies.listReplies(lead.id)).at(-1) ?? null;
  const reply: StoredReply = {
    id,
    leadId: lead.id,
    staffId: account.id,
    staffEmail: account.email,
    staffName: account.name,
    locale: input.locale ?? leadLocale(lead),
    subject: input.subject,
    body: input.body,
    messageId: `<reply-${id}@${domainOf(mailSettings(sc.config).from)}>`,
    inReplyTo: previous?.messageId ?? null,
    createdAt: now,
  };
  // The history keeps the text as sent (the signature is the firm's, added to every reply).
  const audit = deskAudit(
    c,
    lead.id,
    "reply.sent",
    {
      replyId: id,
      locale: reply.locale,
      subject: reply.subject,
      text: reply.body,
      messageId: reply.messageId,
      inReplyTo: reply.inReplyTo,
      ...(input.templateId ? { templateId: input.templateId } : {}),
    },
    now,
  );
  if (!(await replies.sendReply(reply, audit))) {
    // Gone meanwhile, or a colleague's reply came first: reload and write it as a follow-up.
    const current = await desk.findLead(lead.id);
    return current
      ? apiError(c, 409, "version_conflict", { extra: { lead: leadView(current) } })
      : apiError(c, 404, "not_found");
  }
  const current = (await desk.findLead(lead.id)) ?? lead;
  return replyJson(c, 201, { reply: replyView(reply), lead: leadView(current) });
}
