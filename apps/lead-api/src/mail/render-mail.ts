import { DEFAULT_LOCALE, isLocale, type Locale } from "@vantreo/i18n";
import type { LeadRecord } from "../store/lead-store";
import { FIRM_CONTACT } from "./firm-contact";
import { MAIL_KIND_HEADER } from "./mail-files";
import type { MailItem } from "./mail-store";
import type { MailMessage } from "./mail-transport";
import { renderLeadAcknowledgement } from "./templates/lead-acknowledgement";
import { renderLeadNotification } from "./templates/lead-notification";
import type { RenderedMail } from "./templates/mail-layout";
import { renderNewsletterConfirmation } from "./templates/newsletter-confirmation";

/** Who sends, who is notified and where links point. */
export type MailSettings = { from: string; notifyTo: string[]; siteUrl: string };

/** The visitor's language: the locale the lead was sent from, else English. */
export function leadLocale(record: LeadRecord): Locale {
  const locale = record.consent.locale;
  return locale && isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

/**
 * The message of one mail row. Its `Message-ID` is derived from the row, so a resend after a
 * crash (at least once) carries the same id and a mail client shows it once (RFC 5322 section
 * 3.6.4). Every mail is marked `Auto-Submitted: auto-generated` (RFC 3834 section 5), so
 * auto-responders do not answer it, and carries its `Content-Language` (RFC 3282) and its
 * template (`Vantreo-Mail-Kind`, so the desk can list written `.eml` files by kind; no `X-`
 * prefix, RFC 6648).
 * Throws when the row cannot be rendered (no token left for a confirmation).
 */
export function renderMail(
  item: MailItem,
  record: LeadRecord,
  token: string | null,
  settings: MailSettings,
): MailMessage {
  const messageId = `<mail-${item.id}.${record.id}@${domainOf(settings.from)}>`;
  const locale = item.kind === "lead-notification" ? "en" : leadLocale(record);
  let rendered: RenderedMail;
  let to: string | string[];
  let replyTo: string;
  if (item.kind === "lead-notification") {
    rendered = renderLeadNotification(record, settings.siteUrl);
    to = settings.notifyTo;
    replyTo = record.lead.email;
  } else if (item.kind === "lead-acknowledgement") {
    rendered = renderLeadAcknowledgement(record, locale);
    to = record.lead.email;
    replyTo = FIRM_CONTACT.email;
  } else {
    if (!token) throw new Error("confirmation token missing");
    rendered = renderNewsletterConfirmation(locale, settings.siteUrl, token);
    to = record.lead.email;
    replyTo = FIRM_CONTACT.email;
  }
  return {
    messageId,
    from: settings.from,
    to,
    replyTo,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: {
      "Auto-Submitted": "auto-generated",
      "Content-Language": locale,
      [MAIL_KIND_HEADER]: item.kind,
    },
  };
}
