import { LOCALES, type Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import { VERIFICATION_TOKEN_TTL_MS } from "../../dataroom/verification-token";
import type { DataroomSubmissionRecord } from "../mail-records";
import {
  firmFooterText,
  isolateHtml,
  isolateText,
  mailDocument,
  mailTranslator,
  type RenderedMail,
} from "./mail-layout";

const TTL_DAYS = VERIFICATION_TOKEN_TTL_MS / 86_400_000;

/**
 * The site page that verifies a data-room access request. Like the newsletter's confirmation
 * link, the token travels in the fragment, which browsers never send to a server (RFC 3986
 * section 3.5), so it stays out of access logs and `Referer`; the page's island posts it to
 * `POST /v1/dataroom/requests/verify`.
 */
export function dataroomVerificationUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${LOCALES[locale].prefix}/dataroom/verify#token=${encodeURIComponent(token)}`;
}

/**
 * The mail that verifies a data-room access request, in the requester's language: what was
 * asked with this address, the single-use, expiring link, how to correct the request, and that
 * nothing happens without it. The name (a Latin run in an Arabic sentence) is isolated.
 */
export function renderDataroomVerification(
  submission: DataroomSubmissionRecord,
  siteUrl: string,
  token: string,
): RenderedMail {
  const { locale } = submission;
  const t = mailTranslator(locale);
  const url = dataroomVerificationUrl(siteUrl, locale, token);
  const name = submission.name?.trim() ?? "";
  const subject = t("dataroomVerification.subject");
  const greeting = (value: string) =>
    name ? t("acknowledgement.greeting", { name: value }) : t("acknowledgement.greetingAnonymous");
  const expiry = t("dataroomVerification.expiry", { days: TTL_DAYS });
  const text = [
    greeting(isolateText(name, locale)),
    "",
    t("dataroomVerification.intro"),
    "",
    `${t("dataroomVerification.button")}: ${url}`,
    "",
    expiry,
    t("dataroomVerification.correction"),
    t("dataroomVerification.ignore"),
    "",
    firmFooterText(locale, siteUrl),
  ].join("\n");
  // The greeting is split around its placeholder so the name sits in its own <bdi>.
  const [hello, helloAfter] = greeting("\u0000").split("\u0000");
  const body = html`<h1 style="font-size:20px">${t("dataroomVerification.heading")}</h1>
    <p>${hello}${name ? html`${isolateHtml(name)}${helloAfter}` : ""}</p>
    <p>${t("dataroomVerification.intro")}</p>
    <p>
      <a
        href="${url}"
        style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none"
        >${t("dataroomVerification.button")}</a
      >
    </p>
    <p>${expiry}</p>
    <p>${t("dataroomVerification.correction")}</p>
    <p style="color:#555">${t("dataroomVerification.ignore")}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body)), siteUrl) };
}
