import { html, raw } from "hono/html";
import type { LeadRecord } from "../../store/lead-records";
import { FIRM_HOURS } from "../../pipeline/business-clock";
import { mailDocument, mailTranslator, type RenderedMail } from "./mail-layout";
import { factLines, factTable, STAFF_LOCALE, type FactRow } from "./staff-mail";

/** What the reply clock's notices say about a lead besides the lead itself. */
export type ReplyNoticeFacts = {
  /** The lead's reply-by time (ms since the epoch). */
  replyBy: number;
  /** The owning staff member's name, or null for an unowned lead. */
  ownerName: string | null;
};

const atlantaTime = new Intl.DateTimeFormat("en-US", {
  timeZone: FIRM_HOURS.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});

/**
 * The reply clock's staff notices (issue #32), in English like every staff notification: the
 * owner's reminder at 75 % of the reply time (`reminder`) and the sales lead's escalation once
 * it passed (`escalation`). They carry the lead's type, source, arrival and reply-by time, its
 * owner and a link to the lead in the desk; no personal data of the lead (the desk has it).
 */
export function renderLeadReplyNotice(
  notice: "reminder" | "escalation",
  record: LeadRecord,
  facts: ReplyNoticeFacts,
  siteUrl: string,
): RenderedMail {
  const t = mailTranslator(STAFF_LOCALE);
  const deskUrl = `${siteUrl}/desk/leads/${encodeURIComponent(record.id)}`;
  const label = (group: string, code: string) => t(`desk:${group}.${code}`, { defaultValue: code });
  const type = label("leadType", record.lead.leadType);
  const source = label("source", record.lead.source);
  const replyBy = atlantaTime.format(facts.replyBy);
  const rows: FactRow[] = [
    [t("notification.type"), type],
    [t("notification.source"), source],
    [t("replyClock.received"), atlantaTime.format(record.receivedAt)],
    [t("replyClock.replyBy"), replyBy],
    [t("replyClock.owner"), facts.ownerName ?? t("replyClock.noOwner")],
  ];
  const subject = t(`replyClock.${notice}Subject`, { type, source });
  const heading = t(`replyClock.${notice}Heading`);
  const intro = t(`replyClock.${notice}Intro`, { replyBy });
  const text = [
    heading,
    "",
    intro,
    "",
    ...factLines(rows),
    "",
    `${t("notification.open")}: ${deskUrl}`,
  ].join("\n");
  const body = html`<h1 style="font-size:20px">${heading}</h1>
    <p>${intro}</p>
    ${factTable(rows)}
    <p><a href="${deskUrl}">${t("notification.open")}</a></p>`;
  return { subject, text, html: mailDocument(STAFF_LOCALE, subject, raw(String(body)), siteUrl) };
}
