import { DEFAULT_LOCALE, isLocale, type Locale } from "@vantreo/i18n";
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
import { STAFF_LOCALE } from "./templates/staff-mail";
import { renderNewsletterConfirmation } from "./templates/newsletter-confirmation";
import {
  renderOwnerAdded,
  renderStaffLink,
  type OwnerAddedMail,
  type StaffLinkMail,
} from "./templates/staff-link";

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
 * A staff mail's record: the link (`staff-invitation`, its `mail_outbox.lead_id` names a
 * `staff_invitations` row) or the account that became an owner and the active owners to tell
 * (`staff-owner-added`, `lead_id` names the account).
 */
export type StaffMailRecord = { id: string } & (
  | { staffMail: "link"; link: StaffLinkMail }
  | { staffMail: "owner-added"; account: OwnerAddedMail; owners: string[] }
);

/** What a mail row is rendered from: its lead, its data request, or a staff mail's record. */
export type MailRecord = LeadRecord | DataRequestRecord | StaffMailRecord;

function isStaffMailRecord(record: MailRecord): record is StaffMailRecord {
  return "staffMail" in record;
}

/** The visitor's language: the locale the lead (or request) was sent from, else English. */
export function leadLocale(record: Pick<LeadRecord | DataRequestRecord, "consent">): Locale {
  const locale = record.consent.locale;
  return locale && isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

function asLead(record: MailRecord): LeadRecord {
  if (isStaffMailRecord(record) || !("spamReason" in record))
    throw new Error("a lead mail row names a data request");
  return record;
}

function asDataRequest(record: MailRecord): DataRequestRecord {
  if (isStaffMailRecord(record) || !("status" in record))
    throw new Error("a data-request mail row names a lead");
  return record;
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
  if (isStaffMailRecord(record)) return renderStaffMail(item, record, token, settings, messageId);
  const locale = STAFF_KINDS.has(item.kind) ? "en" : leadLocale(record);
  let rendered: RenderedMail;
  let to: string | string[];
  // Staff answer the person straight from the notification; the person answers the firm.
  let replyTo: string = FIRM_CONTACT.email;
  if (item.kind === "lead-notification") {
    rendered = renderLeadNotification(asLead(record), settings.siteUrl);
    to = settings.notifyTo;
    replyTo = record.lead.email;
  } else if (item.kind === "lead-acknowledgement") {
    rendered = renderLeadAcknowledgement(asLead(record), locale);
    to = record.lead.email;
  } else if (item.kind === "data-request-notification") {
    rendered = renderDataRequestNotification(asDataRequest(record), settings.siteUrl);
    to = settings.privacyNotifyTo;
    replyTo = record.lead.email;
  } else if (item.kind === "data-request-receipt") {
    rendered = renderDataRequestReceipt(asDataRequest(record), locale);
    to = record.lead.email;
  } else if (item.kind === "newsletter-confirmation") {
    if (!token) throw new Error("confirmation token missing");
    rendered = renderNewsletterConfirmation(locale, settings.siteUrl, token);
    to = record.lead.email;
  } else {
    throw new Error(`a ${item.kind} mail row names a lead`);
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

/**
 * A staff mail: the link to its one person (in the link's language), or the owners' notice (in
 * English, the staff notifications' language) to every active owner.
 */
function renderStaffMail(
  item: MailItem,
  record: StaffMailRecord,
  token: string | null,
  settings: MailSettings,
  messageId: string,
): MailMessage {
  let rendered: RenderedMail;
  let to: string | string[];
  let locale: Locale = STAFF_LOCALE;
  if (record.staffMail === "link") {
    if (item.kind !== "staff-invitation") throw new Error("a staff link row of another kind");
    if (!token) throw new Error("staff link token missing");
    locale = record.link.locale;
    rendered = renderStaffLink(record.link, settings.siteUrl, token);
    to = record.link.email;
  } else {
    if (record.owners.length === 0) throw new Error("no active owner to notify");
    rendered = renderOwnerAdded(record.account, locale, settings.siteUrl);
    to = record.owners;
  }
  return {
    messageId,
    from: settings.from,
    to,
    replyTo: FIRM_CONTACT.email,
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
