import { DEFAULT_LOCALE, isLocale, type Locale } from "@vantreo/i18n";
import { SECOND_FACTOR_POLICY } from "../staff/staff-context";
import type { StaffAccount } from "../staff/staff-types";
import type { DataRequestRecord, LeadRecord } from "../store/lead-store";
import { FIRM_CONTACT } from "./firm-contact";
import { MAIL_KIND_HEADER } from "./mail-files";
import type { MailItem } from "./mail-store";
import type { MailMessage } from "./mail-transport";
import { renderDataRequestNotification } from "./templates/data-request-notification";
import { renderDataRequestReceipt } from "./templates/data-request-receipt";
import { renderLeadAcknowledgement } from "./templates/lead-acknowledgement";
import { renderLeadNotification } from "./templates/lead-notification";
import type { RenderedMail } from "./templates/mail-layout";
import { renderNewsletterConfirmation } from "./templates/newsletter-confirmation";
import { renderStaffSecondFactorAlert } from "./templates/staff-second-factor-alert";

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

/** What a mail row is rendered from: its lead, or its data request for the data-request kinds. */
export type MailRecord = LeadRecord | DataRequestRecord;

/** What any mail row is rendered from: a {@link MailRecord}, or a staff account for its alerts. */
export type MailSubject = MailRecord | StaffAccount;

/** The visitor's language: the locale the lead (or request) was sent from, else English. */
export function leadLocale(record: Pick<MailRecord, "consent">): Locale {
  const locale = record.consent.locale;
  return locale && isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

function asRecord(record: MailSubject): MailRecord {
  if ("passwordHash" in record)
    throw new Error("a lead or data-request mail row names a staff account");
  return record;
}

function asLead(subject: MailSubject): LeadRecord {
  const record = asRecord(subject);
  if (!("spamReason" in record)) throw new Error("a lead mail row names a data request");
  return record;
}

function asDataRequest(subject: MailSubject): DataRequestRecord {
  const record = asRecord(subject);
  if (!("status" in record)) throw new Error("a data-request mail row names a lead");
  return record;
}

function asStaffAccount(subject: MailSubject): StaffAccount {
  if (!("passwordHash" in subject)) throw new Error("a staff mail row names a lead");
  return subject;
}

/**
 * A staff member's language for mails about their own account: the account's locale when it
 * carries one, else English, the desk's language.
 */
export function staffLocale(account: StaffAccount): Locale {
  const locale: unknown = "locale" in account ? account.locale : undefined;
  return typeof locale === "string" && isLocale(locale) ? locale : DEFAULT_LOCALE;
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
  record: MailSubject,
  token: string | null,
  settings: MailSettings,
): MailMessage {
  const messageId = `<mail-${item.id}.${record.id}@${domainOf(settings.from)}>`;
  // A staff account's own mails are in its language; the notifications in the desk's English.
  const locale: Locale =
    "passwordHash" in record
      ? staffLocale(record)
      : STAFF_KINDS.has(item.kind)
        ? "en"
        : leadLocale(record);
  let rendered: RenderedMail;
  let to: string | string[];
  // Staff answer the person straight from the notification; the person answers the firm.
  let replyTo: string = FIRM_CONTACT.email;
  if (item.kind === "staff-second-factor-alert") {
    const account = asStaffAccount(record);
    const facts = { wrongCodes: SECOND_FACTOR_POLICY.freeFailures };
    rendered = renderStaffSecondFactorAlert(account, facts, locale);
    to = account.email;
  } else if (item.kind === "lead-notification") {
    const lead = asLead(record);
    rendered = renderLeadNotification(lead, settings.siteUrl);
    to = settings.notifyTo;
    replyTo = lead.lead.email;
  } else if (item.kind === "lead-acknowledgement") {
    const lead = asLead(record);
    rendered = renderLeadAcknowledgement(lead, locale);
    to = lead.lead.email;
  } else if (item.kind === "data-request-notification") {
    const request = asDataRequest(record);
    rendered = renderDataRequestNotification(request, settings.siteUrl);
    to = settings.privacyNotifyTo;
    replyTo = request.lead.email;
  } else if (item.kind === "data-request-receipt") {
    const request = asDataRequest(record);
    rendered = renderDataRequestReceipt(request, locale);
    to = request.lead.email;
  } else {
    if (!token) throw new Error("confirmation token missing");
    rendered = renderNewsletterConfirmation(locale, settings.siteUrl, token);
    to = asRecord(record).lead.email;
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
