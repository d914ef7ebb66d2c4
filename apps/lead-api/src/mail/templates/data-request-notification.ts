import { formatDate } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import type { DataRequestRecord } from "../../store/lead-records";
import { dataRequestFacts } from "./data-request-facts";
import { mailDocument, mailTranslator, type RenderedMail } from "./mail-layout";
import { factLines, factTable, STAFF_LOCALE, type FactRow } from "./staff-mail";

/**
 * The notification to the privacy officer(s) (`LEAD_API_PRIVACY_NOTIFY_TO`) of a /data-rights
 * request: its type, regime, receipt and due dates, the requester's address and a link to the
 * desk's privacy queue. The subject names only the type and the due date: subjects show up in
 * notifications and logs that the body's protection does not reach.
 */
export function renderDataRequestNotification(
  record: DataRequestRecord,
  siteUrl: string,
): RenderedMail {
  const t = mailTranslator(STAFF_LOCALE);
  const facts = dataRequestFacts(record);
  const deskUrl = `${siteUrl}/desk/privacy`;
  const type = t(facts.typeKey);
  const day = (date: number | string) => formatDate(date, STAFF_LOCALE);
  const rows: FactRow[] = [
    [t("dataRequest.notification.type"), type],
    [t("dataRequest.notification.regime"), t(facts.regimeKey)],
    [t("dataRequest.notification.received"), day(record.receivedAt)],
    ...(facts.due.gdpr
      ? [[t("dataRequest.notification.dueGdpr"), day(facts.due.gdpr)] as [string, string]]
      : []),
    ...(facts.due.ccpa
      ? [[t("dataRequest.notification.dueCcpa"), day(facts.due.ccpa)] as [string, string]]
      : []),
    ...(facts.due.pdpl
      ? [[t("dataRequest.notification.duePdpl"), day(facts.due.pdpl)] as [string, string]]
      : []),
    [t("dataRequest.notification.requester"), record.lead.email],
  ];
  const subject = t("dataRequest.notification.subject", { type, due: facts.answerBy });
  const text = [
    t("dataRequest.notification.heading"),
    "",
    ...factLines(rows),
    "",
    `${t("dataRequest.notification.open")}: ${deskUrl}`,
  ].join("\n");
  const body = html`<h1 style="font-size:20px">${t("dataRequest.notification.heading")}</h1>
    ${factTable(rows)}
    <p><a href="${deskUrl}">${t("dataRequest.notification.open")}</a></p>`;
  return { subject, text, html: mailDocument(STAFF_LOCALE, subject, raw(String(body)), siteUrl) };
}
