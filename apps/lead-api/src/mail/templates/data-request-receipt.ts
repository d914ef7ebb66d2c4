import { LOCALES, type Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import type { DataRequestRecord } from "../../store/lead-records";
import { DATA_REQUEST_TOKEN_TTL_MS } from "../data-request-token";
import { dataRequestFacts } from "./data-request-facts";
import {
  firmFooterText,
  isolateHtml,
  isolateText,
  mailDocument,
  mailTranslator,
  phoneSentence,
  type RenderedMail,
} from "./mail-layout";

const TTL_DAYS = DATA_REQUEST_TOKEN_TTL_MS / 86_400_000;

/**
 * The site page that verifies a data-rights request. The token travels in the fragment, which
 * browsers never send to a server (RFC 3986 section 3.5), so it stays out of access logs and
 * `Referer`; the page's island posts it to `POST /v1/data-rights/verify`.
 */
export function verificationUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${LOCALES[locale].prefix}/data-rights/verify#token=${encodeURIComponent(token)}`;
}

/** Where the receipt's verification link points, and its token; null for a row without one. */
export type ReceiptLink = { siteUrl: string; token: string } | null;

/**
 * The requester's receipt of a /data-rights request, in their language: that it arrived and
 * when, the right they invoked, the date by which they get an answer (GDPR art. 12(3) asks the
 * controller to inform the person without undue delay; the date is the one the desk's queue
 * shows), the single-use, expiring link that confirms the address is theirs (nothing is exported
 * or erased before it is followed, review T3-M2), and how to reach the firm. Built like the lead
 * acknowledgement. A receipt queued before links existed (`link` null) says an identity check
 * may follow instead.
 */
export function renderDataRequestReceipt(
  record: DataRequestRecord,
  locale: Locale,
  link: ReceiptLink,
  siteUrl: string,
): RenderedMail {
  const t = mailTranslator(locale);
  const url = link ? verificationUrl(link.siteUrl, locale, link.token) : null;
  const facts = dataRequestFacts(record);
  // The full name, as in the acknowledgement (a first name alone under "Sie" is a register slip).
  const name = `${record.lead.firstName.trim()} ${record.lead.lastName.trim()}`.trim();
  const subject = t("dataRequest.receipt.subject");
  const greeting = (value: string) =>
    name ? t("acknowledgement.greeting", { name: value }) : t("acknowledgement.greetingAnonymous");
  const received = t("dataRequest.receipt.received", { date: record.receivedAt });
  const right = t("dataRequest.receipt.right", { right: t(facts.typeKey) });
  const answerBy = t("dataRequest.receipt.answerBy", { date: facts.answerBy });
  const contact = phoneSentence(
    locale,
    "dataRequest.receipt.contact",
    "dataRequest.receipt.contactNoPhone",
  );
  const text = [
    greeting(isolateText(name, locale)),
    "",
    received,
    "",
    right,
    answerBy,
    "",
    ...(url
      ? [
          t("dataRequest.receipt.confirm"),
          `${t("dataRequest.receipt.button")}: ${url}`,
          t("dataRequest.receipt.expiry", { days: TTL_DAYS }),
          "",
        ]
      : [t("dataRequest.receipt.verify")]),
    contact?.text ?? "",
    "",
    t("acknowledgement.signOff"),
    t("acknowledgement.team"),
    "",
    t("dataRequest.receipt.notYou"),
    "",
    firmFooterText(locale, siteUrl),
  ].join("\n");
  // The greeting carries a Latin run: it is split around its placeholder so the run can sit in
  // its own <bdi> while the words around it stay escaped text.
  const [hello, helloAfter] = greeting("\u0000").split("\u0000");
  const body = html`<p>${hello}${name ? html`${isolateHtml(name)}${helloAfter}` : ""}</p>
    <p>${received}</p>
    <p><strong>${right}</strong><br />${answerBy}</p>
    ${
      url
        ? html`<p>${t("dataRequest.receipt.confirm")}</p>
            <p>
              <a
                href="${url}"
                style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none"
                >${t("dataRequest.receipt.button")}</a
              >
            </p>
            <p>${t("dataRequest.receipt.expiry", { days: TTL_DAYS })}</p>`
        : html`<p>${t("dataRequest.receipt.verify")}</p>`
    }
    <p>${contact?.html ?? ""}</p>
    <p>${t("acknowledgement.signOff")}<br />${t("acknowledgement.team")}</p>
    <p style="color:#555">${t("dataRequest.receipt.notYou")}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body)), siteUrl) };
}
