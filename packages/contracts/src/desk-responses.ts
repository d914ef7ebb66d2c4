/**
 * The JSON the lead API's desk endpoints (`/v1/desk/…`) answer, as zod schemas: the lead list and
 * page, the lead's detail and its changes, contacts, replies and templates, the mail view,
 * routing, alerts and the pipeline counts. Times are ISO 8601 strings unless a field says
 * otherwise. Objects are strict where the API's answer is closed (an extra or a missing field
 * fails); free-form maps (`details`, `metadata`) are records.
 *
 * The types are inferred in `desk-wire.ts` (re-exported by the zod-free core entry as types).
 * The saved views' and the reports' answers are in `saved-views.ts` and `report-schemas.ts`; the
 * privacy queue's, the subscriber list's and the spam list's pages are declared with their paging.
 */
import { LEAD_SOURCES } from "@vantreo/leads";
import { ALERT_CHANNELS, ALERT_LEAD_TYPES, ALERT_LOCALES } from "./alert-fields";
import { deskLeadSchema } from "./desk-lead-schema";
import { LEAD_STATUSES } from "./lead-workflow";
import { MAIL_KINDS } from "./mail-kinds";
import { PRIVACY_STATES } from "./privacy-queue";
import { ROUTING_CRITERIA } from "./routing-fields";
import { SUBSCRIBER_STATUSES } from "./subscriber-list";
import { z } from "./zod";

export { deskLeadSchema } from "./desk-lead-schema";

const iso = z.iso.datetime();
const count = z.number().int().nonnegative();
/** Milliseconds since the epoch. */
const epochMs = z.number().int().nonnegative();
const details = z.record(z.string(), z.unknown());
const leadStatus = z.enum(LEAD_STATUSES);
const replyLocale = z.enum(["en", "de", "ar"]);

/** `GET /v1/desk/leads`: one page, the total, and the count of every status for the filter. */
export const leadPageSchema = z.strictObject({
  items: z.array(deskLeadSchema),
  total: count,
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  counts: z.strictObject(
    Object.fromEntries(LEAD_STATUSES.map((status) => [status, count])) as Record<
      (typeof LEAD_STATUSES)[number],
      typeof count
    >,
  ),
});

/** `GET /v1/desk/leads/export?format=json`: every lead of the filter, newest first (streamed). */
export const leadJsonExportSchema = z.array(deskLeadSchema);

/** A CRM or mail delivery of a lead; times in ms since the epoch. */
export const deliveryStateSchema = z.strictObject({
  id: z.number().int(),
  /** The CRM event (`lead.created`, `lead.updated`, `lead.won`, `lead.erased`) or the mail kind. */
  kind: z.string(),
  state: z.enum(["pending", "delivered", "dead"]),
  attempts: count,
  lastError: z.string().nullable(),
  createdAt: epochMs,
  deliveredAt: epochMs.nullable(),
});

/** One row of the desk audit as a lead's history shows it: who did what, and when. */
export const historyEntrySchema = z.strictObject({
  event: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  details,
  at: iso,
});

/** The proof of a lead's marketing consent: the choice, when, the text version, locale and page. */
export const consentViewSchema = z.strictObject({
  marketingConsent: z.boolean(),
  consentedAt: iso.nullable(),
  textVersion: z.string().nullable(),
  locale: z.string().nullable(),
  page: z.string(),
});

/** The states of a booking, in the order its events may move it (never backwards). */
export const BOOKING_STATUSES = ["booked", "rescheduled", "cancelled"] as const;

/**
 * A call booked through the scheduler (Cal.com) about a lead: its event type, when it starts in
 * the organizer's (the firm's) and the attendee's time zones (IANA names), its state, and the
 * booking it replaced (a reschedule).
 */
export const deskBookingSchema = z.strictObject({
  uid: z.string(),
  eventType: z.string(),
  title: z.string(),
  startAt: iso.nullable(),
  endAt: iso.nullable(),
  organizerTimeZone: z.string().nullable(),
  attendeeTimeZone: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  rescheduledFrom: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: iso,
  updatedAt: iso,
});

/** The states of a payment, in the order its events may move it. */
export const PAYMENT_STATUSES = [
  "pending",
  "paid",
  "failed",
  "partially_refunded",
  "refunded",
] as const;

/**
 * A hosted-checkout (Stripe) payment about a lead; amounts in the currency's minor unit (null
 * before the checkout completed), the currency ISO 4217 lower case as Stripe sends it.
 */
export const deskPaymentSchema = z.strictObject({
  id: z.string(),
  product: z.string(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  amountRefunded: z.number().int().nonnegative(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: iso,
  updatedAt: iso,
});

/** A verified webhook event about a lead, as its booking and payment history lists it. */
export const integrationEventViewSchema = z.strictObject({
  provider: z.enum(["cal", "stripe"]),
  /** The provider's event type: `BOOKING_CREATED`, `charge.refunded`… */
  eventType: z.string(),
  occurredAt: iso,
  receivedAt: iso,
});

/** `GET /v1/desk/leads/:id`: one lead with its attribution, consent, deliveries and history. */
export const leadDetailSchema = z.strictObject({
  lead: deskLeadSchema,
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  attribution: z.record(z.string(), z.string()),
  consent: consentViewSchema,
  /** The statuses the lead may move to (see `nextStatuses`). */
  nextStatuses: z.array(leadStatus).readonly(),
  crm: z.array(deliveryStateSchema),
  mail: z.array(deliveryStateSchema),
  history: z.array(historyEntrySchema),
  /** The lead's bookings, the latest first. */
  bookings: z.array(deskBookingSchema),
  /** The lead's payments, the latest first. */
  payments: z.array(deskPaymentSchema),
  /** The verified scheduler and checkout events about the lead, in the order they arrived. */
  integrationEvents: z.array(integrationEventViewSchema),
});

/** `PATCH /v1/desk/leads/:id` and a release that stays a lead: the lead as it now is. */
export const leadAnswerSchema = z.strictObject({ lead: deskLeadSchema });

/** `POST /v1/desk/leads/:id/notes` (201): the lead and the note as its history shows it. */
export const noteAnswerSchema = z.strictObject({ lead: deskLeadSchema, note: historyEntrySchema });

/** `DELETE /v1/desk/leads/:id` (a spam lead): the id deleted. */
export const deletedLeadSchema = z.strictObject({ deleted: z.string() });

/** `GET /v1/desk/staff`: who may own a lead, and which of them is the caller. */
export const deskStaffSchema = z.strictObject({
  staff: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  you: z.string(),
});

/** `GET /v1/desk/reports/leads`: the filter's leads counted by status × source, largest first. */
export const leadCountsSchema = z.strictObject({
  rows: z.array(z.strictObject({ status: leadStatus, source: z.enum(LEAD_SOURCES), count: count })),
  total: count,
});

/** The laws whose answer deadline the privacy queue shows. */
export const PRIVACY_LAWS = ["gdpr", "ccpa", "pdpl"] as const;

/**
 * A request's deadlines: GDPR art. 12(3)'s one month, the CCPA's 45 days (Cal. Civ. Code
 * § 1798.130(a)(2)), Saudi Arabia's PDPL 30 days (the period /data-rights promises); only the
 * stated law's, or all three when the request states none (the earliest governs).
 */
export const dueDatesSchema = z.strictObject({
  law: z.enum(PRIVACY_LAWS).nullable(),
  gdpr: iso.optional(),
  ccpa: iso.optional(),
  pdpl: iso.optional(),
});

/** The override of a request's missing verification (audited as `privacy.override`). */
export const privacyOverrideSchema = z.strictObject({
  reason: z.string(),
  /** The e-mail of the staff member who overrode it. */
  by: z.string(),
  at: iso,
});

/** One /data-rights request of the privacy queue. */
export const privacyRequestSchema = z.strictObject({
  id: z.string(),
  receivedAt: iso,
  status: z.enum(PRIVACY_STATES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  requestType: z.string().nullable(),
  message: z.string(),
  locale: z.string().nullable(),
  due: dueDatesSchema,
  /**
   * When the requester followed the link mailed to the request's address, or null: export and
   * erasure run only on a verified request, or after an override.
   */
  verifiedAt: iso.nullable(),
  /** A privacy officer's or owner's written reason to act on an unverified request, or null. */
  override: privacyOverrideSchema.nullable(),
});

/** A server-paged list's position: the page (from 1), its size, and how many rows the list holds. */
const pageFields = {
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  /** The rows of the chosen state (the pages are `ceil(total / size)`). */
  total: count,
};

/**
 * `GET /v1/desk/privacy/requests`: the counts by state, and the page of the chosen state (or of
 * every request), oldest first, so the most urgent due dates lead.
 */
export const privacyPageSchema = z.strictObject({
  /** Every state, exhaustive (zod 4: a record keyed by an enum needs each key). */
  counts: z.record(z.enum(PRIVACY_STATES), count),
  requests: z.array(privacyRequestSchema),
  ...pageFields,
});

/** `POST /v1/desk/leads/:id/release` of a /data-rights request: it moved to the privacy queue. */
export const releasedRequestSchema = z.strictObject({ request: privacyRequestSchema });

/** `POST /v1/desk/leads/:id/release`: the lead released, or the request it turned out to be. */
export const releaseAnswerSchema = z.union([leadAnswerSchema, releasedRequestSchema]);

/** `POST /v1/desk/privacy/requests/:id/{override,done}`: the request as it now is. */
export const privacyRequestAnswerSchema = releasedRequestSchema;

/** Rows per section (`leads`, `desk_audit` …) of the person's data. */
const sectionCounts = z.record(z.string(), count);

/** `POST /v1/desk/privacy/requests/:id/export` (202): the export is mailed to the requester. */
export const privacyExportAnswerSchema = z.strictObject({
  success: z.literal(true),
  mailed: z.literal(true),
  sections: sectionCounts,
});

/** `POST /v1/desk/privacy/requests/:id/erase`: the rows erased, per table. */
export const privacyEraseAnswerSchema = z.strictObject({
  success: z.literal(true),
  erased: sectionCounts,
});

/** `GET /v1/desk/mail`: one written `.eml` file. */
export const mailSummarySchema = z.strictObject({
  /** The file's name: the only handle `GET /v1/desk/mail/:file` opens a mail by. */
  file: z.string(),
  date: z.string(),
  /** The template, or null for a file written before mails were marked with it. */
  kind: z.enum(MAIL_KINDS).nullable(),
  to: z.string(),
  subject: z.string(),
  locale: z.string().nullable(),
});

/** `GET /v1/desk/mail`: a page of written mails, or none when they went out by SMTP. */
export const mailPageSchema = z.strictObject({
  transport: z.enum(["files", "smtp"]),
  items: z.array(mailSummarySchema),
  total: count,
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});

/** One mail with its parts; the HTML part (shown in a sandboxed frame) or null. */
export const mailDetailSchema = mailSummarySchema.extend({
  from: z.string(),
  replyTo: z.string().nullable(),
  messageId: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
});

/** `GET /v1/desk/mail/:file`. */
export const mailDetailAnswerSchema = z.strictObject({ mail: mailDetailSchema });

/** One template rendered in one language. */
export const mailPreviewSchema = z.strictObject({
  kind: z.enum(MAIL_KINDS),
  locale: z.string(),
  mail: z.strictObject({ subject: z.string(), text: z.string(), html: z.string() }),
});

/** `GET /v1/desk/mail/previews`: every template in every language it is sent in. */
export const mailPreviewListSchema = z.strictObject({ previews: z.array(mailPreviewSchema) });

/** A reply template in one language; `updatedAt`/`updatedBy` null for the seeded copy. */
export const replyTemplateSchema = z.strictObject({
  id: z.string(),
  locale: replyLocale,
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  updatedAt: iso.nullable(),
  updatedBy: z.string().nullable(),
});

/** `GET /v1/desk/reply-templates`: every template in every language. */
export const replyTemplateListSchema = z.strictObject({ templates: z.array(replyTemplateSchema) });

/** `PUT /v1/desk/reply-templates/:id/:locale`: the template as saved. */
export const replyTemplateAnswerSchema = z.strictObject({ template: replyTemplateSchema });

/** One mail staff wrote to a lead from the desk, as sent. */
export const leadReplySchema = z.strictObject({
  id: z.string(),
  leadId: z.string(),
  staffEmail: z.string(),
  staffName: z.string(),
  locale: z.string(),
  subject: z.string(),
  body: z.string(),
  messageId: z.string(),
  inReplyTo: z.string().nullable(),
  at: iso,
});

/** `GET /v1/desk/leads/:id/replies`: the lead's replies, oldest first. */
export const leadReplyListSchema = z.strictObject({ replies: z.array(leadReplySchema) });

/** `POST /v1/desk/leads/:id/replies` (201): the reply sent and the lead as it now is. */
export const replySentSchema = z.strictObject({ reply: leadReplySchema, lead: deskLeadSchema });

/**
 * `GET /v1/desk/leads/:id/reply-draft?template=`: the template in the lead's language with the
 * names filled in, the signature the mail will carry (plain text), and the reply it follows up.
 */
export const replyDraftSchema = z.strictObject({
  locale: replyLocale,
  templateId: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  signature: z.string(),
  inReplyTo: z.string().nullable(),
});

/** One event of a contact's timeline: a lead received, a desk history entry, a reply. */
export const contactEventSchema = z.strictObject({
  leadId: z.string(),
  kind: z.enum(["lead", "history", "reply"]),
  at: iso,
  /** The history event (`lead.changed`, `note`, `lead.merged` …) or the lead type / reply subject. */
  label: z.string(),
  actorEmail: z.string().nullable(),
  details,
});

/** `GET /v1/desk/leads/:id/contact`: every lead of the same e-mail and their joint timeline. */
export const contactTimelineSchema = z.strictObject({
  email: z.string(),
  leads: z.array(deskLeadSchema),
  events: z.array(contactEventSchema),
});

/** One contact of `GET /v1/desk/contacts`: the leads of one e-mail (case-insensitive). */
export const contactSummarySchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  company: z.string(),
  leadCount: z.number().int().positive(),
  latestLeadId: z.string(),
  latestAt: iso,
  statuses: z.array(leadStatus),
});

/** `GET /v1/desk/contacts`: the inbox grouped by contact, latest activity first. */
export const contactPageSchema = z.strictObject({
  items: z.array(contactSummarySchema),
  total: count,
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});

/** `POST /v1/desk/leads/:id/merge`: the duplicate (archived, merged) and the lead kept. */
export const mergeAnswerSchema = z.strictObject({ lead: deskLeadSchema, into: deskLeadSchema });

/** A stored routing rule. */
export const routingRuleAnswerSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  criterion: z.enum(ROUTING_CRITERIA),
  value: z.string(),
  members: z.array(z.string()),
});

/** `GET /v1/desk/routing` and the answer of its `PUT`. */
export const routingConfigAnswerSchema = z.strictObject({
  rules: z.array(routingRuleAnswerSchema),
  fallbackOwnerId: z.string().nullable(),
});

/**
 * A stored alert rule. The webhook URL is a credential (whoever holds it can post to the
 * channel), so the browser only ever sees `maskedUrl`. `leadTypes` empty: every lead except
 * newsletter signups.
 */
export const alertRuleAnswerSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  channel: z.enum(ALERT_CHANNELS),
  maskedUrl: z.string(),
  leadTypes: z.array(z.enum(ALERT_LEAD_TYPES)),
  locale: z.enum(ALERT_LOCALES),
  enabled: z.boolean(),
});

/** `GET /v1/desk/alerts` and the answer of its `PUT`. */
export const alertConfigAnswerSchema = z.strictObject({ rules: z.array(alertRuleAnswerSchema) });

/** One newsletter subscription as the desk lists it. */
export const deskSubscriberSchema = z.strictObject({
  leadId: z.string(),
  email: z.string(),
  /** The language the person signed up in (and is mailed in). */
  locale: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  signedUpAt: iso,
  confirmedAt: iso.nullable(),
  unsubscribedAt: iso.nullable(),
});

/** `GET /v1/desk/subscribers` as JSON: the counts by state, and the page of the chosen state. */
export const subscriberPageSchema = z.strictObject({
  counts: z.record(z.enum(SUBSCRIBER_STATUSES), count),
  subscribers: z.array(deskSubscriberSchema),
  ...pageFields,
});
