import type { Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import type { LeadRecord } from "../../store/lead-records";
import {
  firmFooterText,
  isolateHtml,
  isolateText,
  mailDocument,
  mailTranslator,
  phoneSentence,
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
export function renderLeadAcknowledgement(
  record: LeadRecord,
  locale: Locale,
  siteUrl: string,
): RenderedMail {
  const t = mailTranslator(locale);
  const { lead } = record;
  const type = lead.leadType as keyof typeof RECEIVED_KEY;
  const received = t(RECEIVED_KEY[type] ?? RECEIVED_KEY.contact);
  // The full name: a first name alone under the formal "Sie" or أنتم reads as a register slip.
  const name = `${lead.firstName.trim()} ${lead.lastName.trim()}`.trim();
  const subject = t("acknowledgement.subject");
  const greeting = (value: string) =>
    name ? t("acknowledgement.greeting", { name: value }) : t("acknowledgement.greetingAnonymous");
  // No line at all while the firm's phone is a placeholder: there is nothing else to offer.
  const call = phoneSentence(locale, "acknowledgement.nextCall", null);
  const text = [
    greeting(isolateText(name, locale)),
    "",
    received,
    "",
    t("acknowledgement.nextHeading"),
    `- ${t("acknowledgement.nextRead")}`,
    ...(call ? [`- ${call.text}`] : []),
    "",
    t("acknowledgement.signOff"),
    t("acknowledgement.team"),
    "",
    t("acknowledgement.notYou"),
    "",
    firmFooterText(locale, siteUrl),
  ].join("\n");
  // The greeting carries a Latin run: it is split around its placeholder so the run can sit in
  // its own <bdi> while the words around it stay escaped text.
  const [hello, helloAfter] = greeting("\u0000").split("\u0000");
  const body = html`<p>${hello}${name ? html`${isolateHtml(name)}${helloAfter}` : ""}</p>
    <p>${received}</p>
    <h2 style="font-size:16px">${t("acknowledgement.nextHeading")}</h2>
    <ul>
      <li>${t("acknowledgement.nextRead")}</li>
      ${call ? html`<li>${call.html}</li>` : ""}
    </ul>
    <p>${t("acknowledgement.signOff")}<br />${t("acknowledgement.team")}</p>
    <p style="color:#555">${t("acknowledgement.notYou")}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body)), siteUrl) };
}
