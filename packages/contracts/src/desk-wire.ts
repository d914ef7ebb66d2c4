/**
 * The JSON the lead API's desk and staff endpoints answer (apps/lead-api/README.md, "Lead desk
 * API"): the one contract the API writes and the site reads. Times are ISO 8601 strings unless a
 * field says otherwise.
 */
import type { DeskLeadWire } from "./lead-record-fields";
import type { MailKind } from "./mail-kinds";
import type { LeadStatus } from "./lead-workflow";
import type { StaffRole } from "./staff-roles";

/** `POST`/`GET /v1/staff/session`: the signed-in staff member and the session's CSRF token. */
export interface StaffSession {
  csrfToken: string;
  staff: { email: string; name: string; roles: StaffRole[] };
  expiresAt: string;
}

/**
 * A lead as the desk's list, detail and JSON export answer it: the lead flat, with its workflow.
 * Derived from the lead record's declaration (`LEAD_FIELDS`, every field declared `wire`).
 */
export type DeskLead = DeskLeadWire;

/** `GET /v1/desk/leads`: one page, the total, and the count of every status for the filter. */
export interface LeadPage {
  items: DeskLead[];
  total: number;
  page: number;
  size: number;
  counts: Record<LeadStatus, number>;
}

/** A CRM or mail delivery of a lead; times in ms since the epoch. */
export interface DeliveryState {
  id: number;
  /** The CRM event (`lead.created`, `lead.updated`, `lead.won`, `lead.erased`) or the mail kind. */
  kind: string;
  state: "pending" | "delivered" | "dead";
  attempts: number;
  lastError: string | null;
  createdAt: number;
  deliveredAt: number | null;
}

/** One row of the desk audit as a lead's history shows it: who did what, and when. */
export interface HistoryEntry {
  event: string;
  actorId: string;
  actorEmail: string;
  details: Record<string, unknown>;
  at: string;
}

/** The proof of a lead's marketing consent: the choice, when, the text version, locale and page. */
export interface ConsentView {
  marketingConsent: boolean;
  consentedAt: string | null;
  textVersion: string | null;
  locale: string | null;
  page: string;
}

/** The states of a booking, in the order its events may move it (never backwards). */
export type BookingStatus = "booked" | "rescheduled" | "cancelled";

/**
 * A call booked through the scheduler (Cal.com) about a lead: its event type, when it starts in
 * the organizer's (the firm's) and the attendee's time zones, its state, and the booking it
 * replaced or was replaced by.
 */
export interface DeskBooking {
  uid: string;
  eventType: string;
  title: string;
  startAt: string | null;
  endAt: string | null;
  /** The firm's time zone as the scheduler reports it (IANA name), or null. */
  organizerTimeZone: string | null;
  /** The lead's time zone as they booked (IANA name), or null. */
  attendeeTimeZone: string | null;
  status: BookingStatus;
  /** The uid of the booking this one replaced (a reschedule), or null. */
  rescheduledFrom: string | null;
  cancellationReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The states of a payment, in the order its events may move it. */
export type PaymentStatus = "pending" | "paid" | "failed" | "partially_refunded" | "refunded";

/** A hosted-checkout (Stripe) payment about a lead; amounts in the currency's minor unit. */
export interface DeskPayment {
  id: string;
  product: string;
  /** The amount paid in minor units (cents), or null before the checkout completed. */
  amount: number | null;
  /** ISO 4217, lower case as Stripe sends it, or null. */
  currency: string | null;
  amountRefunded: number;
  status: PaymentStatus;
  createdAt: string;
  updatedAt: string;
}

/** A verified webhook event about a lead, as its booking and payment history lists it. */
export interface IntegrationEventView {
  provider: "cal" | "stripe";
  /** The provider's event type: `BOOKING_CREATED`, `charge.refunded`… */
  eventType: string;
  occurredAt: string;
  receivedAt: string;
}

/** `GET /v1/desk/leads/:id`: one lead with its attribution, consent, deliveries and history. */
export interface LeadDetail {
  lead: DeskLead;
  metadata: Record<string, string | number | boolean>;
  attribution: Record<string, string>;
  consent: ConsentView;
  /** The statuses the lead may move to (see `nextStatuses`). */
  nextStatuses: readonly LeadStatus[];
  crm: DeliveryState[];
  mail: DeliveryState[];
  history: HistoryEntry[];
  /** The lead's bookings, the latest first. */
  bookings: DeskBooking[];
  /** The lead's payments, the latest first. */
  payments: DeskPayment[];
  /** The verified scheduler and checkout events about the lead, in the order they arrived. */
  integrationEvents: IntegrationEventView[];
}

/** `GET /v1/desk/staff`: who may own a lead, and which of them is the caller. */
export interface DeskStaff {
  staff: { id: string; name: string }[];
  you: string;
}

/** `GET /v1/staff/accounts`: one account (never a hash or a secret); times in ms since epoch. */
export interface StaffAccountSummary {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  disabledAt: number | null;
  createdAt: number;
  lastSignInAt: number | null;
}

/** The laws whose answer deadline the privacy queue shows. */
export type PrivacyLaw = "gdpr" | "ccpa" | "pdpl";

/**
 * A request's deadlines: GDPR art. 12(3)'s one month, the CCPA's 45 days (Cal. Civ. Code
 * § 1798.130(a)(2)), Saudi Arabia's PDPL 30 days (the period /data-rights promises); only the
 * stated law's, or all three when the request states none (the earliest governs).
 */
export interface DueDates {
  law: PrivacyLaw | null;
  gdpr?: string;
  ccpa?: string;
  pdpl?: string;
}

/** `GET /v1/desk/privacy/requests`: one /data-rights request of the queue. */
export interface PrivacyRequest {
  id: string;
  receivedAt: string;
  status: "open" | "done";
  email: string;
  firstName: string;
  lastName: string;
  requestType: string | null;
  message: string;
  locale: string | null;
  due: DueDates;
  /**
   * When the requester followed the link mailed to the request's address (ISO 8601), or null:
   * export and erasure run only on a verified request, or after an override.
   */
  verifiedAt: string | null;
  /** A privacy officer's or owner's written reason to act on an unverified request, or null. */
  override: PrivacyOverride | null;
}

/** The override of a request's missing verification (audited as `privacy.override`). */
export interface PrivacyOverride {
  reason: string;
  /** The e-mail of the staff member who overrode it. */
  by: string;
  at: string;
}

/** `GET /v1/desk/mail`: one written `.eml` file. */
export interface MailSummary {
  /** The file's name: the only handle `GET /v1/desk/mail/:file` opens a mail by. */
  file: string;
  date: string;
  /** The template, or null for a file written before mails were marked with it. */
  kind: MailKind | null;
  to: string;
  subject: string;
  locale: string | null;
}

/** `GET /v1/desk/mail`: a page of written mails, or none when they went out by SMTP. */
export interface MailPage {
  transport: "files" | "smtp";
  items: MailSummary[];
  total: number;
  page: number;
  size: number;
}

/** `GET /v1/desk/mail/:file`: one mail with its parts. */
export interface MailDetail extends MailSummary {
  from: string;
  replyTo: string | null;
  messageId: string | null;
  text: string;
  /** The HTML part as a string (the desk shows it in a sandboxed frame), or null. */
  html: string | null;
}

/** `GET /v1/desk/mail/previews`: one template rendered in one language. */
export interface MailPreview {
  kind: MailKind;
  locale: string;
  mail: { subject: string; text: string; html: string };
}

/** A reply template in one language (`GET /v1/desk/reply-templates`). */
export interface ReplyTemplate {
  id: string;
  locale: "en" | "de" | "ar";
  name: string;
  subject: string;
  body: string;
  /** The last edit (ISO 8601), or null for the seeded copy. */
  updatedAt: string | null;
  updatedBy: string | null;
}

/** `GET /v1/desk/reply-templates`: every template in every language. */
export interface ReplyTemplateList {
  templates: ReplyTemplate[];
}

/** One mail staff wrote to a lead from the desk, as sent. */
export interface LeadReply {
  id: string;
  leadId: string;
  staffEmail: string;
  staffName: string;
  locale: string;
  subject: string;
  body: string;
  messageId: string;
  inReplyTo: string | null;
  at: string;
}

/**
 * `GET /v1/desk/leads/:id/reply-draft?template=`: the template in the lead's language with the
 * lead's and the caller's names filled in, and the follow-up it would be (the previous reply).
 */
export interface ReplyDraft {
  locale: "en" | "de" | "ar";
  templateId: string | null;
  subject: string;
  body: string;
  /** The signature the mail will carry (the caller and the firm's contact), as plain text. */
  signature: string;
  inReplyTo: string | null;
}

/** One event of a contact's timeline: a lead received, a desk history entry, a reply. */
export interface ContactEvent {
  leadId: string;
  kind: "lead" | "history" | "reply";
  at: string;
  /** The history event (`lead.changed`, `note`, `lead.merged` …) or the lead type / reply subject. */
  label: string;
  actorEmail: string | null;
  details: Record<string, unknown>;
}

/** `GET /v1/desk/leads/:id/contact`: every lead of the same e-mail and their joint timeline. */
export interface ContactTimeline {
  email: string;
  leads: DeskLead[];
  events: ContactEvent[];
}

/** One contact of `GET /v1/desk/contacts`: the leads of one e-mail (case-insensitive). */
export interface ContactSummary {
  email: string;
  name: string;
  company: string;
  leadCount: number;
  latestLeadId: string;
  latestAt: string;
  statuses: LeadStatus[];
}

/** `GET /v1/desk/contacts`: the inbox grouped by contact, latest activity first. */
export interface ContactPage {
  items: ContactSummary[];
  total: number;
  page: number;
  size: number;
}
