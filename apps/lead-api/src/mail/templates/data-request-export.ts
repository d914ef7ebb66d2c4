import type { Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import type { DataRequestRecord } from "../../store/lead-records";
import {
  firmFooterText,
  isolateHtml,
  isolateText,
  mailDocument,
  mailTranslator,
  phoneSentence,
  type RenderedMail,
} from "./mail-layout";

/** The name of the attached export. */
export const EXPORT_FILE_NAME = "personal-data-export.json";

/**
 * The mail that answers an access request (GDPR art. 15(3), CCPA § 1798.130): the subject export
 * as an attached JSON file, to the address of the request only, in the requester's language.
 * The attachment itself is added by `renderMail` from the mail row.
 */
export function renderDataRequestExport(
  record: DataRequestRecord,
  locale: Locale,
  siteUrl: string,
): RenderedMail {
  const t = mailTranslator(locale);
  const name = record.lead.firstName.trim();
  const subject = t("dataExport.subject");
  const greeting = (value: string) =>
    name ? t("acknowledgement.greeting", { name: value }) : t("acknowledgement.greetingAnonymous");
  const questions = phoneSentence(locale, "dataExport.questions", "dataExport.questionsNoPhone");
  const intro = t("dataExport.intro", { file: isolateText(EXPORT_FILE_NAME, locale) });
  const text = [
    greeting(isolateText(name, locale)),
    "",
    intro,
    "",
    questions?.text ?? "",
    "",
    t("acknowledgement.signOff"),
    t("acknowledgement.team"),
    "",
    t("dataExport.notYou"),
    "",
    firmFooterText(locale, siteUrl),
  ].join("\n");
  const split = (key: string, field: string) =>
    t(key, { [field]: "\u0000" }).split("\u0000") as [string, string];
  const [hello, helloAfter] = greeting("\u0000").split("\u0000");
  const [introBefore, introAfter] = split("dataExport.intro", "file");
  const body = html`<p>${hello}${name ? html`${isolateHtml(name)}${helloAfter}` : ""}</p>
    <p>${introBefore}${isolateHtml(EXPORT_FILE_NAME)}${introAfter}</p>
    <p>${questions?.html ?? ""}</p>
    <p>${t("acknowledgement.signOff")}<br />${t("acknowledgement.team")}</p>
    <p style="color:#555">${t("dataExport.notYou")}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body)), siteUrl) };
}
