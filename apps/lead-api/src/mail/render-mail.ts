import { DEFAULT_LOCALE, isLocale, type Locale } from "@vantreo/i18n";
import type { DataRequestRecord, LeadRecord } from "../store/lead-store";
import { FIRM_CONTACT } from "./firm-contact";
import { MAIL_KIND_HEADER } from "./mail-files";
import type { MailItem } from "./mail-store";
import type { MailMessage } from "./mail-transport";
import { renderDataRequestNotification } from "./templates/data-request-notification";
import { renderDataRequestReceipt } from "./templates/data-request-receipt";
import { renderDataroomVerification } from "./templates/dataroom-verification";
import { renderLeadAcknowledgement } from "./templates/lead-acknowledgement";
import { renderLeadNotification } from "./templates/lead-notification";
import type { RenderedMail } from "./templates/mail-layout";
import { renderNewsletterConfirmation } from "./templates/newsletter-confirmation";

/**
 * Who sends, who is notified of a lead (`notifyTo`) and of a data-rights request
 * (`privacyNotifyTo`), and where links point.
 */
export type MailSettings = {
  from: string;
  notifyTo: string[];
  privacyNotifyTo: string[];
  siteUrl: string;
};

/**
 * A data-room access request awaiting verification, as its verification mail needs it; `name` is
 * null once verified (the submission then keeps only its address).
 */
export type DataroomSubmissionRecord = {
  kind: "dataroom-submission";
  id: string;
  email: string;
  name: string | null;
  locale: Locale;
};

/**
 * What a mail row is rendered from: its lead, its data request for the data-request kinds, or
 * its data-room submission for the verification mail.
 */
export type MailRecord = LeadRecord | DataRequestRecord | DataroomSubmissionRecord;

/** The visitor's language: the locale the lead (or request) was sent from, else English. */
export function leadLocale(record: Pick<LeadRecord | DataRequestRecord, "consent">): Locale {
  const locale = record.consent.locale;
  return locale && isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

function asLead(record: MailRecord): LeadRecord {
  if (!("spamReason" in record)) throw new Error("a lead mail row names no lead");
  return record;
}

function asDataRequest(record: MailRecord): DataRequestRecord {
  if (!("status" in record)) throw new Error("a data-request mail row names no data request");
  return record;
}

function asSubmission(record: MailRecord): DataroomSubmissionRecord {
  if (!("kind" in record)) throw new Error("a data-room mail row names no submission");
  return record;
}

/** The e-mail address of the person a record is about. */
function personEmail(record: MailRecord): string {
  return "kind" in record ? record.email : record.lead.email;
}

/** The staff mails are in English, the desk's language; the others in the sender's language. */
const STAFF_KINDS: ReadonlySet<string> = new Set([
  "lead-notification",
  "data-request-notification",
]);

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
  record: MailRecord,
  token: string | null,
  settings: MailSettings,
): MailMessage {
  const messageId = `<mail-${item.id}.${record.id}@${domainOf(settings.from)}>`;
  const locale = STAFF_KINDS.has(item.kind)
    ? "en"
    : "kind" in record
      ? record.locale
      : leadLocale(record);
  let rendered: RenderedMail;
  let to: string | string[];
  // Staff answer the person straight from the notification; the person answers the firm.
  let replyTo: string = FIRM_CONTACT.email;
  if (item.kind === "lead-notification") {
    rendered = renderLeadNotification(asLead(record), settings.siteUrl);
    to = settings.notifyTo;
    replyTo = personEmail(record);
  } else if (item.kind === "lead-acknowledgement") {
    rendered = renderLeadAcknowledgement(asLead(record), locale);
    to = personEmail(record);
  } else if (item.kind === "data-request-notification") {
    rendered = renderDataRequestNotification(asDataRequest(record), settings.siteUrl);
    to = settings.privacyNotifyTo;
    replyTo = personEmail(record);
  } else if (item.kind === "data-request-receipt") {
    rendered = renderDataRequestReceipt(asDataRequest(record), locale);
    to = personEmail(record);
  } else if (item.kind === "dataroom-verification") {
    if (!token) throw new Error("verification token missing");
    const submission = asSubmission(record);
    rendered = renderDataroomVerification(submission, settings.siteUrl, token);
    to = submission.email;
  } else {
    if (!token) throw new Error("confirmation token missing");
    rendered = renderNewsletterConfirmation(locale, settings.siteUrl, token);
    to = personEmail(record);
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
