import type { Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import type { LeadRecord } from "../../store/lead-store";
import { FIRM_CONTACT } from "../firm-contact";
import {
  firmFooterText,
  isolateHtml,
  isolateText,
  mailDocument,
  mailTranslator,
  type RenderedMail,
} from "./mail-layout";

const RECEIVED_KEY = {
  contact: "acknowledgement.received.contact",
  "demo-request": "acknowledgement.received.demoRequest",
  assessment: "acknowledgement.received.assessment",
} as const;

/**
 * The visitor's acknowledgement of a contact, demo or assessment request, in the visitor's
 * language: that it arrived, what happens next and how to reach the firm.
 */
export function renderLeadAcknowledgement(record: LeadRecord, locale: Locale): RenderedMail {
  const t = mailTranslator(locale);
  const { lead } = record;
  const type = lead.leadType as keyof typeof RECEIVED_KEY;
  const received = t(RECEIVED_KEY[type] ?? RECEIVED_KEY.contact);
  // The full name: a first name alone under the formal "Sie" or أنتم reads as a register slip.
  const name = `${lead.firstName.trim()} ${lead.lastName.trim()}`.trim();
  const subject = t("acknowledgement.subject");
  const greeting = (value: string) =>
    name ? t("acknowledgement.greeting", { name: value }) : t("acknowledgement.greetingAnonymous");
  const phone = FIRM_CONTACT.phone.display;
  const text = [
    greeting(isolateText(name, locale)),
    "",
    received,
    "",
    t("acknowledgement.nextHeading"),
    `- ${t("acknowledgement.nextRead")}`,
    `- ${t("acknowledgement.nextCall", { phone: isolateText(phone, locale) })}`,
    "",
    t("acknowledgement.signOff"),
    t("acknowledgement.team"),
    "",
    t("acknowledgement.notYou"),
    "",
    firmFooterText(locale),
  ].join("\n");
  // The greeting and the call line carry a Latin run: each is split around its placeholder so
  // the run can sit in its own <bdi> while the words around it stay escaped text.
  const [before, after] = t("acknowledgement.nextCall", { phone: "\u0000" }).split("\u0000");
  const [hello, helloAfter] = greeting("\u0000").split("\u0000");
  const body = html`<p>${hello}${name ? html`${isolateHtml(name)}${helloAfter}` : ""}</p>
    <p>${received}</p>
    <h2 style="font-size:16px">${t("acknowledgement.nextHeading")}</h2>
    <ul>
      <li>${t("acknowledgement.nextRead")}</li>
      <li>${before}<a href="tel:${FIRM_CONTACT.phone.tel}">${isolateHtml(phone)}</a>${after}</li>
    </ul>
    <p>${t("acknowledgement.signOff")}<br />${t("acknowledgement.team")}</p>
    <p style="color:#555">${t("acknowledgement.notYou")}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body))) };
}
