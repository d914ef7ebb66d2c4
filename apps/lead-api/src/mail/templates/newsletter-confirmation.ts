import { LOCALES, localizePath, type Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import { FIRM_CONTACT } from "../firm-contact";
import { NEWSLETTER_TOKEN_TTL_MS } from "../newsletter-token";
import {
  firmFooterText,
  isolateHtml,
  isolateText,
  mailDocument,
  mailTranslator,
  type RenderedMail,
} from "./mail-layout";

const TTL_DAYS = NEWSLETTER_TOKEN_TTL_MS / 86_400_000;

/**
 * The site page that confirms a subscription. The token travels in the fragment, which browsers
 * never send to a server (RFC 3986 section 3.5), so it stays out of access logs and `Referer`;
 * the page's island posts it to `POST /v1/newsletter/confirm`.
 */
export function confirmationUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${LOCALES[locale].prefix}/newsletter/confirm#token=${encodeURIComponent(token)}`;
}

/**
 * The double opt-in mail of a newsletter signup, with its single-use, expiring link. The click
 * completes the consent, so the mail names what is consented to (the monthly briefing), says how
 * to withdraw it and links the privacy policy (GDPR art. 7(3): the person is told before
 * consenting that consent can be withdrawn).
 */
export function renderNewsletterConfirmation(
  locale: Locale,
  siteUrl: string,
  token: string,
): RenderedMail {
  const t = mailTranslator(locale);
  const url = confirmationUrl(siteUrl, locale, token);
  const privacyUrl = `${siteUrl}${localizePath("/privacy-policy", locale)}`;
  const subject = t("newsletter.subject");
  const expiry = t("newsletter.expiry", { count: TTL_DAYS });
  const text = [
    t("newsletter.heading"),
    "",
    t("newsletter.intro"),
    "",
    `${t("newsletter.button")}: ${url}`,
    "",
    expiry,
    t("newsletter.withdraw", { email: isolateText(FIRM_CONTACT.email, locale) }),
    t("newsletter.privacy", { url: isolateText(privacyUrl, locale) }),
    t("newsletter.ignore"),
    "",
    firmFooterText(locale, siteUrl),
  ].join("\n");
  // Lines with a Latin run are split around it, so the run sits in its own <bdi> (see
  // lead-acknowledgement.ts).
  const [withdrawBefore, withdrawAfter] = t("newsletter.withdraw", { email: "\u0000" }).split(
    "\u0000",
  );
  const [privacyBefore, privacyAfter] = t("newsletter.privacy", { url: "\u0000" }).split("\u0000");
  const body = html`<h1 style="font-size:20px">${t("newsletter.heading")}</h1>
    <p>${t("newsletter.intro")}</p>
    <p>
      <a
        href="${url}"
        style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none"
        >${t("newsletter.button")}</a
      >
    </p>
    <p>${expiry}</p>
    <p>
      ${withdrawBefore}<a href="mailto:${FIRM_CONTACT.email}">${isolateHtml(FIRM_CONTACT.email)}</a
      >${withdrawAfter} ${privacyBefore}<a href="${privacyUrl}">${isolateHtml(privacyUrl)}</a
      >${privacyAfter}
    </p>
    <p style="color:#555">${t("newsletter.ignore")}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body)), siteUrl) };
}
