import { DEFAULT_LOCALE, isLocale, type Locale } from "@vantreo/i18n";
import { SECOND_FACTOR_POLICY } from "../staff/second-factor-policy";
import type { StaffAccount } from "../staff/staff-types";
import type { DataRequestRecord, LeadRecord } from "../store/lead-records";
import { FIRM_CONTACT } from "./firm-contact";
import { MAIL_KIND_HEADER } from "./mail-files";
import { leadLocale } from "./lead-locale";
import { isNonTransactionalMail, isStaffMail } from "./mail-kinds";
import {
  listUnsubscribeOptions,
  unsubscribeLinks,
  type UnsubscribeLinks,
} from "../newsletter/list-unsubscribe";
import { renderNewsletterWelcome } from "../newsletter/newsletter-welcome";
import { unsubscribeToken, type KeyedHash } from "../newsletter/unsubscribe-token";
import type {
  DataroomSubmissionRecord,
  LeadReplyRecord,
  MailItem,
  MailRecord,
  ReplyNoticeRecord,
  StaffMailRecord,
} from "./mail-records";
import type { MailMessage } from "./mail-transport";
import { addressObjects, singleAddress, type MailAddress } from "./recipient-address";
import { EXPORT_FILE_NAME, renderDataRequestExport } from "./templates/data-request-export";
import { renderDataRequestNotification } from "./templates/data-request-notification";
import { renderDataRequestReceipt } from "./templates/data-request-receipt";
import { renderDataroomVerification } from "./templates/dataroom-verification";
import { renderLeadAcknowledgement } from "./templates/lead-acknowledgement";
import { renderLeadMagnetDelivery } from "./templates/lead-magnet-delivery";
import { leadMagnetLocale } from "../lead-magnets/lead-magnet-locale";
import { renderLeadNotification } from "./templates/lead-notification";
import { renderBookingNotification, type BookedLead } from "./templates/booking-notification";
import { renderLeadReplyNotice } from "./templates/lead-reply-notice";
import { renderLeadReply } from "./templates/lead-reply";
import type { RenderedMail } from "./templates/mail-layout";
import { STAFF_LOCALE } from "./templates/staff-mail";
import { renderNewsletterConfirmation } from "./templates/newsletter-confirmation";
import { renderOwnerAdded, renderStaffLink } from "./templates/staff-link";
import { renderStaffSecondFactorAlert } from "./templates/staff-second-factor-alert";

/**
 * Who sends, who is notified of a lead (`notifyTo`) and of a data-rights request
 * (`privacyNotifyTo`), and where links point.
 */
export type MailSettings = {
  from: string;
  notifyTo: string[];
  privacyNotifyTo: string[];
  /**
   * The sales lead(s) told when a lead's first reply is overdue (`LEAD_API_SLA_ESCALATE_TO`);
   * `notifyTo` when absent.
   */
  escalateTo?: string[];
  siteUrl: string;
  /**
   * The lead API's fixed keyed hash (see `newsletter/unsubscribe-token.ts`): signs the unsubscribe
   * links of non-transactional mails and keys the suppression list. Without it such a mail cannot
   * be rendered (and is retried, then dead-lettered), never sent without its unsubscribe link.
   */
  newsletterHash?: KeyedHash;
};

function isStaffMailRecord(record: MailRecord): record is StaffMailRecord {
  return "staffMail" in record;
}

function isReplyRecord(record: MailRecord): record is LeadReplyRecord {
  return "reply" in record;
}

/** The domain of a sender address (`Name <user@host>` or `user@host`), for Message-IDs. */
export function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "localhost";
}

function asLead(record: MailRecord): LeadRecord {
  if (isStaffMailRecord(record) || !("spamReason" in record))
    throw new Error("a lead mail row names no lead");
  return record;
}

function asDataRequest(record: MailRecord): DataRequestRecord {
  if (isStaffMailRecord(record) || !("status" in record))
    throw new Error("a data-request mail row names no data request");
  return record;
}

function asSubmission(record: MailRecord): DataroomSubmissionRecord {
  if (!("kind" in record)) throw new Error("a data-room mail row names no submission");
  return record;
}

/** The e-mail address of the person a record is about. */
export function personEmail(record: MailRecord): string {
  if (isStaffMailRecord(record)) throw new Error("a staff mail row names no visitor");
  return "kind" in record ? record.email : record.lead.email;
}

/** One address object for a staff member's e-mail, or a throw. */
function oneAddress(email: string): MailAddress {
  const address = singleAddress(email);
  if (!address) throw new Error("the staff e-mail is not exactly one valid address");
  return address;
}

/** The person's one address, or a throw: the relay never renders a visitor mail without one. */
function visitorAddress(record: MailRecord): MailAddress {
  const address = singleAddress(personEmail(record));
  if (!address) throw new Error("the stored e-mail is not exactly one valid address");
  return address;
}

/**
 * A staff member's language for mails about their own account: the account's locale when it
 * carries one, else English, the desk's language.
 */
export function staffLocale(account: StaffAccount): Locale {
  const locale: unknown = "locale" in account ? account.locale : undefined;
  return typeof locale === "string" && isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * The message of one mail row. Its `Message-ID` is derived from the row, so a resend after a
 * crash (at least once) carries the same id and a mail client shows it once (RFC 5322 section
 * 3.6.4). Every mail is marked `Auto-Submitted: auto-generated` (RFC 3834 section 5), so
 * auto-responders do not answer it, and carries its `Content-Language` (RFC 3282) and its
 * template (`Vantreo-Mail-Kind`, so the desk can list written `.eml` files by kind; no `X-`
 * prefix, RFC 6648). Every recipient and `Reply-To` is an address object, never a string that
 * nodemailer would parse as a list; a staff notification about a person whose stored e-mail is not
 * exactly one valid address has no `Reply-To`.
 * The staff mails are in English, the desk's language; the others in the sender's language.
 * A subject export goes to the address of the request only, with the JSON attached.
 * Throws when the row cannot be rendered (no token left for a confirmation, no single address,
 * no export left).
 */
export function renderMail(
  item: MailItem,
  record: MailRecord,
  token: string | null,
  settings: MailSettings,
  attachment: string | null = null,
): MailMessage {
  const messageId = `<mail-${item.id}.${record.id}@${domainOf(settings.from)}>`;
  if (isStaffMailRecord(record)) return renderStaffMail(item, record, token, settings, messageId);
  if (isReplyRecord(record)) return renderReplyMail(item, record, settings);
  const locale = isStaffMail(item.kind)
    ? "en"
    : "kind" in record
      ? record.locale
      : item.kind === "lead-magnet-delivery"
        ? leadMagnetLocale(asLead(record))
        : leadLocale(record);
  let rendered: RenderedMail;
  let to: MailAddress | MailAddress[];
  // Staff answer the person straight from the notification; the person answers the firm.
  let replyTo: MailAddress | undefined = { name: "", address: FIRM_CONTACT.email };
  let attachments: MailMessage["attachments"];
  let unsubscribe: UnsubscribeLinks | undefined;
  if (isNonTransactionalMail(item.kind)) {
    if (!settings.newsletterHash) throw new Error("no key to sign the unsubscribe link");
    const token = unsubscribeToken(record.id, settings.newsletterHash);
    unsubscribe = unsubscribeLinks(settings.siteUrl, locale, token);
  }
  if (item.kind === "lead-notification") {
    rendered = renderLeadNotification(asLead(record), settings.siteUrl);
    to = addressObjects(settings.notifyTo);
    replyTo = singleAddress(personEmail(record)) ?? undefined;
  } else if (item.kind === "booking-notification") {
    const lead: BookedLead = { bookings: [], ...asLead(record) };
    rendered = renderBookingNotification(lead, settings.siteUrl);
    to = addressObjects(settings.notifyTo);
    replyTo = singleAddress(personEmail(record)) ?? undefined;
  } else if (item.kind === "lead-acknowledgement") {
    rendered = renderLeadAcknowledgement(asLead(record), locale, settings.siteUrl);
    to = visitorAddress(record);
  } else if (item.kind === "lead-reply-reminder" || item.kind === "lead-reply-escalation") {
    const lead = asLead(record);
    if (!("replyNotice" in lead)) throw new Error("a reply notice row without its facts");
    const notice = (lead as ReplyNoticeRecord).replyNotice;
    const reminder = item.kind === "lead-reply-reminder";
    rendered = renderLeadReplyNotice(
      reminder ? "reminder" : "escalation",
      lead,
      notice,
      settings.siteUrl,
    );
    if (reminder && notice.ownerEmail === null) throw new Error("the reminded lead has no owner");
    to = reminder
      ? oneAddress(notice.ownerEmail ?? "")
      : addressObjects(settings.escalateTo ?? settings.notifyTo);
    replyTo = undefined;
  } else if (item.kind === "data-request-notification") {
    rendered = renderDataRequestNotification(asDataRequest(record), settings.siteUrl);
    to = addressObjects(settings.privacyNotifyTo);
    replyTo = singleAddress(personEmail(record)) ?? undefined;
  } else if (item.kind === "data-request-receipt") {
    const link = token ? { siteUrl: settings.siteUrl, token } : null;
    rendered = renderDataRequestReceipt(asDataRequest(record), locale, link, settings.siteUrl);
    to = visitorAddress(record);
  } else if (item.kind === "data-request-export") {
    if (attachment === null) throw new Error("export attachment missing");
    rendered = renderDataRequestExport(asDataRequest(record), locale, settings.siteUrl);
    // Only ever the address of the request (the one its verification link went to).
    to = visitorAddress(record);
    attachments = [
      { filename: EXPORT_FILE_NAME, content: attachment, contentType: "application/json" },
    ];
  } else if (item.kind === "dataroom-verification") {
    if (!token) throw new Error("verification token missing");
    rendered = renderDataroomVerification(asSubmission(record), settings.siteUrl, token);
    to = visitorAddress(record);
  } else if (item.kind === "newsletter-confirmation") {
    if (!token) throw new Error("confirmation token missing");
    rendered = renderNewsletterConfirmation(locale, settings.siteUrl, token);
    to = visitorAddress(record);
  } else if (item.kind === "newsletter-welcome" && unsubscribe) {
    rendered = renderNewsletterWelcome(locale, settings.siteUrl, unsubscribe);
    to = visitorAddress(record);
  } else if (item.kind === "lead-magnet-delivery" && unsubscribe) {
    if (!token) throw new Error("download token missing");
    asLead(record);
    rendered = renderLeadMagnetDelivery(locale, settings.siteUrl, token, unsubscribe);
    to = visitorAddress(record);
  } else {
    throw new Error(`a ${item.kind} mail row names a lead`);
  }
  return {
    messageId,
    from: settings.from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    ...(attachments ? { attachments } : {}),
    ...(unsubscribe ? { list: listUnsubscribeOptions(unsubscribe).list } : {}),
    headers: {
      "Auto-Submitted": "auto-generated",
      "Content-Language": locale,
      [MAIL_KIND_HEADER]: item.kind,
      ...(unsubscribe ? listUnsubscribeOptions(unsubscribe).headers : {}),
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
  let to: MailAddress | MailAddress[];
  let locale: Locale = STAFF_LOCALE;
  if (record.staffMail === "link") {
    if (item.kind !== "staff-invitation") throw new Error("a staff link row of another kind");
    if (!token) throw new Error("staff link token missing");
    locale = record.link.locale;
    rendered = renderStaffLink(record.link, settings.siteUrl, token);
    to = oneAddress(record.link.email);
  } else if (record.staffMail === "second-factor-alert") {
    // The holder's own account, in its language; the count is the policy's free allowance.
    locale = staffLocale(record.account);
    const facts = { wrongCodes: SECOND_FACTOR_POLICY.freeFailures };
    rendered = renderStaffSecondFactorAlert(record.account, facts, locale, settings.siteUrl);
    to = oneAddress(record.account.email);
  } else {
    if (record.owners.length === 0) throw new Error("no active owner to notify");
    rendered = renderOwnerAdded(record.account, locale, settings.siteUrl);
    to = addressObjects(record.owners);
  }
  return {
    messageId,
    from: settings.from,
    to,
    replyTo: { name: "", address: FIRM_CONTACT.email },
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
 * A reply from the desk: to the lead's one address, from the firm's sender, `Reply-To` the staff member (the answer reaches the person who wrote), the
 * `Message-ID` stored with the reply (the same on a resend) and, for a follow-up, `In-Reply-To`
 * and `References` naming the previous reply (RFC 5322 section 3.6.4), so mail clients thread
 * them. Written by a person: no `Auto-Submitted` (RFC 3834 section 5 marks only automatic mail).
 */
function renderReplyMail(
  item: MailItem,
  record: LeadReplyRecord,
  settings: MailSettings,
): MailMessage {
  if (item.kind !== "lead-reply") throw new Error(`a ${item.kind} mail row names a reply`);
  const { reply } = record;
  const rendered = renderLeadReply(
    { subject: reply.subject, body: reply.body, staffName: reply.staffName, locale: reply.locale },
    settings.siteUrl,
  );
  return {
    messageId: reply.messageId,
    from: settings.from,
    to: visitorAddress(record),
    replyTo: oneAddress(reply.staffEmail),
    ...(reply.inReplyTo ? { inReplyTo: reply.inReplyTo, references: [reply.inReplyTo] } : {}),
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: { "Content-Language": reply.locale, [MAIL_KIND_HEADER]: item.kind },
  };
}

export type {
  DataroomSubmissionRecord,
  LeadReplyRecord,
  MailRecord,
  StaffMailRecord,
} from "./mail-records";
