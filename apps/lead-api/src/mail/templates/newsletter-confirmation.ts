import { LOCALES, type Locale } from "@vantreo/i18n";
import { html, raw } from "hono/html";
import { NEWSLETTER_TOKEN_TTL_MS } from "../newsletter-token";
import { firmFooterText, mailDocument, mailTranslator, type RenderedMail } from "./mail-layout";

const TTL_DAYS = NEWSLETTER_TOKEN_TTL_MS / 86_400_000;

/**
 * The site page that confirms a subscription. The token travels in the fragment, which browsers
 * never send to a server (RFC 3986 section 3.5), so it stays out of access logs and `Referer`;
 * the page's island posts it to `POST /v1/newsletter/confirm`.
 */
export function confirmationUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${LOCALES[locale].prefix}/newsletter/confirm#token=${encodeURIComponent(token)}`;
}

/** The double opt-in mail of a newsletter signup, with its single-use, expiring link. */
export function renderNewsletterConfirmation(
  locale: Locale,
  siteUrl: string,
  token: string,
): RenderedMail {
  const t = mailTranslator(locale);
  const url = confirmationUrl(siteUrl, locale, token);
  const subject = t("newsletter.subject");
  const text = [
    t("newsletter.heading"),
    "",
    t("newsletter.intro"),
    "",
    `${t("newsletter.button")}: ${url}`,
    "",
    t("newsletter.expiry", { days: TTL_DAYS }),
    t("newsletter.ignore"),
    "",
    firmFooterText(locale),
  ].join("\n");
  const body = html`<h1 style="font-size:20px">${t("newsletter.heading")}</h1>
    <p>${t("newsletter.intro")}</p>
    <p>
      <a
        href="${url}"
        style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none"
        >${t("newsletter.button")}</a
      >
    </p>
    <p>${t("newsletter.expiry", { days: TTL_DAYS })}</p>
    <p style="color:#555">${t("newsletter.ignore")}</p>`;
  return { subject, text, html: mailDocument(locale, subject, raw(String(body))) };
}
