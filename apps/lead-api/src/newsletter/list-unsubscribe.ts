import { LOCALES, type Locale } from "@vantreo/i18n";
import type { MailMessage } from "../mail/mail-transport";
import { FIRM_CONTACT } from "../mail/firm-contact";

/** The lead API's unsubscribe endpoint, on the site's origin like every `/v1` route. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/v1/newsletter/unsubscribe";

/** Where an unsubscribe leads: the one-click URL, the site's page and the mailbox. */
export type UnsubscribeLinks = { oneClick: string; page: string; mailto: string };

/**
 * The links of a non-transactional mail. The one-click URL is POSTed by the mailbox provider
 * (RFC 8058) and, opened in a browser, redirects to the page; the page, in the subscriber's
 * language, gets the token in its fragment like the confirmation page (kept out of logs and
 * `Referer`, RFC 3986 section 3.5); the mailto is the RFC 2369 fallback for clients without
 * HTTPS.
 */
export function unsubscribeLinks(siteUrl: string, locale: Locale, token: string): UnsubscribeLinks {
  const encoded = encodeURIComponent(token);
  return {
    oneClick: `${siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encoded}&locale=${locale}`,
    page: `${siteUrl}${LOCALES[locale].prefix}/newsletter/unsubscribe#token=${encoded}`,
    mailto: `mailto:${FIRM_CONTACT.email}?subject=unsubscribe`,
  };
}

/**
 * The header part of a non-transactional mail: `List-Unsubscribe` with the HTTPS and the mailto
 * URL (RFC 2369, through nodemailer's `list` option) and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058 section 3.1), which Gmail and Yahoo require of bulk
 * senders since 2024. Transactional mails never carry these (RFC 8058 section 1 is for lists).
 */
export function listUnsubscribeOptions(
  links: UnsubscribeLinks,
): Required<Pick<MailMessage, "list">> & { headers: Record<string, string> } {
  return {
    list: { unsubscribe: [[links.oneClick, links.mailto]] },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
