import { LOCALES, type Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import { FIRM_CONTACT, firmPhone } from "../firm-contact";
import {
  isolateHtml,
  isolateText,
  legalLinks,
  mailTranslator,
  type HtmlFragment,
  type RenderedMail,
} from "./mail-layout";

/** What a reply's mail is rendered from: the text staff sent and who sent it. */
export type ReplyMailFacts = {
  subject: string;
  body: string;
  staffName: string;
  locale: Locale;
};

function postalLine(locale: Locale): string {
  const c = FIRM_CONTACT;
  const address = `${c.street}, ${c.locality}, ${c.region} ${c.postalCode}`;
  return mailTranslator(locale)("footer.postal", { address: isolateText(address, locale) });
}

/**
 * The signature under a reply, as plain text: the sign-off, the staff member's name, then the
 * firm's facts from the one configuration every mail prints (`@vantreo/firm`: brand, address,
 * phone while it is no placeholder, e-mail) and the legal pages. No "automated message" line:
 * a person wrote this mail.
 */
export function replySignatureText(staffName: string, locale: Locale, siteUrl: string): string {
  const t = mailTranslator(locale);
  const phone = firmPhone();
  return [
    t("acknowledgement.signOff"),
    isolateText(staffName, locale),
    isolateText(FIRM_CONTACT.brand, locale),
    "",
    "--",
    `${t("footer.address")}: ${postalLine(locale)}`,
    ...(phone ? [`${t("footer.phone")}: ${isolateText(phone.display, locale)}`] : []),
    `${t("footer.email")}: ${isolateText(FIRM_CONTACT.email, locale)}`,
    ...legalLinks(locale, siteUrl).map(({ label, url }) => `${label}: ${isolateText(url, locale)}`),
  ].join("\n");
}

function signatureHtml(staffName: string, locale: Locale, siteUrl: string): HtmlFragment {
  const t = mailTranslator(locale);
  const c = FIRM_CONTACT;
  const phone = firmPhone();
  const address = `${c.street}, ${c.locality}, ${c.region} ${c.postalCode}`;
  const [postalBefore, postalAfter] = t("footer.postal", { address: "\u0000" }).split("\u0000");
  return raw(
    String(
      html`<p>
          ${t("acknowledgement.signOff")}<br />${isolateHtml(staffName)}<br />${isolateHtml(c.brand)}
        </p>
        <footer
          style="margin-top:24px;border-top:1px solid #ddd;padding-top:12px;font-size:13px;color:#555"
        >
          <p>
            ${t("footer.address")}: ${postalBefore}${isolateHtml(address)}${postalAfter}<br />
            ${
              phone
                ? html`${t("footer.phone")}:
                    <a href="tel:${phone.tel}">${isolateHtml(phone.display)}</a><br />`
                : ""
            }
            ${t("footer.email")}: <a href="mailto:${c.email}">${isolateHtml(c.email)}</a>
          </p>
          <p>
            ${legalLinks(locale, siteUrl).map(
              ({ label, url }, index) =>
                html`${index > 0 ? " · " : ""}<a href="${url}">${label}</a>`,
            )}
          </p>
        </footer>`,
    ),
  );
}

/** The text's paragraphs (blank lines) as escaped `<p>`, its single line breaks as `<br>`. */
function paragraphs(text: string): HtmlFragment {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== "");
  return raw(
    blocks
      .map((block) => {
        const lines = block.split("\n");
        return String(
          html`<p>
            ${lines.map((line, index) => html`${index > 0 ? raw("<br />") : ""}${line}`)}
          </p>`,
        );
      })
      .join("\n"),
  );
}

/**
 * A reply staff wrote to a lead from the desk, in the language they wrote it in: their text as
 * sent (escaped: a reply never becomes markup), then their signature and the firm's contact.
 * The HTML carries the language's `lang` and `dir` (`rtl` for Arabic).
 */
export function renderLeadReply(facts: ReplyMailFacts, siteUrl: string): RenderedMail {
  const { locale } = facts;
  const text = [
    facts.body.trimEnd(),
    "",
    replySignatureText(facts.staffName, locale, siteUrl),
  ].join("\n");
  const { dir } = LOCALES[locale];
  const document = String(
    html`<!doctype html>
      <html lang="${locale}" dir="${dir}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width" />
          <title>${facts.subject}</title>
        </head>
        <body
          style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111;max-width:640px;margin:0 auto;padding:24px"
        >
          ${paragraphs(facts.body)} ${signatureHtml(facts.staffName, locale, siteUrl)}
        </body>
      </html>`,
  );
  return { subject: facts.subject, text, html: document };
}
