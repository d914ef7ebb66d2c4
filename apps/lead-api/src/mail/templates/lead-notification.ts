import { LEAD_FACTS, type LeadFieldSpec } from "@vantreo/contracts/core";
import type { LeadRecord } from "../../store/lead-records";
import { fieldValue } from "../../store/record-row";
import { html, raw } from "hono/html";
import { leadLocale } from "../lead-locale";
import { mailDocument, mailTranslator, type RenderedMail } from "./mail-layout";
import { factLines, factTable, STAFF_LOCALE, type FactRow } from "./staff-mail";

/**
 * The notification to sales (`LEAD_API_NOTIFY_TO`) about a new lead: type and source in the
 * desk's words (never the wire codes), who, company, the language to answer in, the marketing
 * consent, the message and a link to the lead in the desk. The subject names only the type and
 * source: subjects show up in notifications and logs that the body's protection does not reach.
 */
export function renderLeadNotification(record: LeadRecord, siteUrl: string): RenderedMail {
  const t = mailTranslator(STAFF_LOCALE);
  const { lead, consent } = record;
  const deskUrl = `${siteUrl}/desk/leads/${encodeURIComponent(record.id)}`;
  const given = (value: string) => (value.trim() === "" ? t("notification.notGiven") : value);
  // The desk's label of a code, or the code itself for one the desk does not know yet.
  const label = (group: string, code: string) => t(`desk:${group}.${code}`, { defaultValue: code });
  const type = label("leadType", lead.leadType);
  const source = label("source", lead.source);
  // The facts the lead record declares (`LEAD_FACTS`), the language being the one to answer in.
  const shown = { ...record, consent: { ...consent, locale: leadLocale(record) } };
  const cell = (spec: LeadFieldSpec, fact: string) => {
    const value = fieldValue(shown, spec);
    if (spec.kind === "flag")
      return t(`notification.${fact}${value === true ? "Given" : "NotGiven"}`);
    const text = value === null || value === undefined ? "" : String(value);
    return spec.coded === true ? label(spec.name, text) : text;
  };
  const rows: FactRow[] = LEAD_FACTS.map(({ fact, fields }) => [
    t(`notification.${fact}`),
    given(fields.map((spec) => cell(spec, fact)).join(" ")),
  ]);
  const subject = t("notification.subject", { type, source });
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
  return { subject, text, html: mailDocument(STAFF_LOCALE, subject, raw(String(body)), siteUrl) };
}
