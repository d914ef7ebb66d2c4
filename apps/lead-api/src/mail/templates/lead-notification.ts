import type { LeadRecord } from "../../store/lead-store";
import { html, raw } from "hono/html";
import { mailDocument, mailTranslator, type RenderedMail } from "./mail-layout";
import { factLines, factTable, STAFF_LOCALE, type FactRow } from "./staff-mail";

/**
 * The notification to sales (`LEAD_API_NOTIFY_TO`) about a new lead: type, source, who, company,
 * the message and a link to the lead in the desk. The subject names only the type and source:
 * subjects show up in notifications and logs that the body's protection does not reach.
 */
export function renderLeadNotification(record: LeadRecord, siteUrl: string): RenderedMail {
  const t = mailTranslator(STAFF_LOCALE);
  const { lead } = record;
  const deskUrl = `${siteUrl}/desk/leads/${encodeURIComponent(record.id)}`;
  const given = (value: string) => (value.trim() === "" ? t("notification.notGiven") : value);
  const rows: FactRow[] = [
    [t("notification.type"), lead.leadType],
    [t("notification.source"), lead.source],
    [t("notification.name"), given(`${lead.firstName} ${lead.lastName}`)],
    [t("notification.email"), lead.email],
    [t("notification.phone"), given(lead.phone)],
    [t("notification.company"), given(lead.company)],
    [t("notification.page"), given(lead.pageUrl)],
  ];
  const subject = t("notification.subject", { type: lead.leadType, source: lead.source });
  const text = [
    t("notification.heading"),
    "",
    ...factLines(rows),
    "",
    `${t("notification.message")}:`,
    given(lead.message),
    "",
    `${t("notification.open")}: ${deskUrl}`,
  ].join("\n");
  const body = html`<h1 style="font-size:20px">${t("notification.heading")}</h1>
    ${factTable(rows)}
    <h2 style="font-size:16px">${t("notification.message")}</h2>
    <p style="white-space:pre-wrap">${given(lead.message)}</p>
    <p><a href="${deskUrl}">${t("notification.open")}</a></p>`;
  return { subject, text, html: mailDocument(STAFF_LOCALE, subject, raw(String(body))) };
}
