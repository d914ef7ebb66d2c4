import type { Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import {
  firmFooterText,
  isolateText,
  mailDocument,
  mailTranslator,
  type RenderedMail,
} from "../mail/templates/mail-layout";
import type { UnsubscribeLinks } from "./list-unsubscribe";

/**
 * The welcome mail after a confirmed subscription, in the subscriber's language: what the
 * briefing is, when it comes, and a visible unsubscribe link (besides the `List-Unsubscribe`
 * header; the privacy policy promises one in every e-mail). No first-name greeting: the signup
 * asks for none, and under the formal "Sie" or أنتم a first name alone reads wrong.
 */
export function renderNewsletterWelcome(
  locale: Locale,
  siteUrl: string,
  links: UnsubscribeLinks,
): RenderedMail {
  const t = mailTranslator(locale);
  const subject = t("welcome.subject");
  const text = [
    t("welcome.heading"),
    "",
    t("welcome.confirmed"),
    "",
    t("welcome.intro"),
    "",
    t("welcome.unsubscribeText", { url: isolateText(links.page, locale) }),
    "",
    firmFooterText(locale, siteUrl),
  ].join("\n");
  // The link sits in its own <bdi>, as the confirmation mail's URLs do (see lead-acknowledgement).
  const [before, after] = t("welcome.unsubscribeText", { url: "\u0000" }).split("\u0000");
  const body = html`<h1 style="font-size:20px">${t("welcome.heading")}</h1>
    <p>${t("welcome.confirmed")}</p>
    <p>${t("welcome.intro")}</p>
    <p style="color:#555">
      ${before}<a href="${links.page}">${t("welcome.unsubscribe")}</a>${after}
    </p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body)), siteUrl) };
}
