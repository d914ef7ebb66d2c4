import type { Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import type { DataRequestRecord } from "../../store/lead-store";
import { FIRM_CONTACT } from "../firm-contact";
import { dataRequestFacts } from "./data-request-facts";
import {
  firmFooterText,
  isolateHtml,
  isolateText,
  mailDocument,
  mailTranslator,
  type RenderedMail,
} from "./mail-layout";

/**
 * The requester's receipt of a /data-rights request, in their language: that it arrived and
 * when, the right they invoked, the date by which they get an answer (GDPR art. 12(3) asks the
 * controller to inform the person without undue delay; the date is the one the desk's queue
 * shows), the identity check, and how to reach the firm. Built like the lead acknowledgement.
 */
export function renderDataRequestReceipt(record: DataRequestRecord, locale: Locale): RenderedMail {
  const t = mailTranslator(locale);
  const facts = dataRequestFacts(record);
  const name = record.lead.firstName.trim();
  const subject = t("dataRequest.receipt.subject");
  const greeting = (value: string) =>
    name ? t("acknowledgement.greeting", { name: value }) : t("acknowledgement.greetingAnonymous");
  const received = t("dataRequest.receipt.received", { date: record.receivedAt });
  const right = t("dataRequest.receipt.right", { right: t(facts.typeKey) });
  const answerBy = t("dataRequest.receipt.answerBy", { date: facts.answerBy });
  const phone = FIRM_CONTACT.phone.display;
  const text = [
    greeting(isolateText(name)),
    "",
    received,
    "",
    right,
    answerBy,
    "",
    t("dataRequest.receipt.verify"),
    t("dataRequest.receipt.contact", { phone: isolateText(phone) }),
    "",
    t("acknowledgement.signOff"),
    t("acknowledgement.team"),
    "",
    t("dataRequest.receipt.notYou"),
    "",
    firmFooterText(locale),
  ].join("\n");
  // The greeting and the contact line carry a Latin run: each is split around its placeholder so
  // the run can sit in its own <bdi> while the words around it stay escaped text.
  const [before, after] = t("dataRequest.receipt.contact", { phone: "\u0000" }).split("\u0000");
  const [hello, helloAfter] = greeting("\u0000").split("\u0000");
  const body = html`<p>${hello}${name ? html`${isolateHtml(name)}${helloAfter}` : ""}</p>
    <p>${received}</p>
    <p><strong>${right}</strong><br />${answerBy}</p>
    <p>${t("dataRequest.receipt.verify")}</p>
    <p>${before}<a href="tel:${FIRM_CONTACT.phone.tel}">${isolateHtml(phone)}</a>${after}</p>
    <p>${t("acknowledgement.signOff")}<br />${t("acknowledgement.team")}</p>
    <p style="color:#555">${t("dataRequest.receipt.notYou")}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body))) };
}
