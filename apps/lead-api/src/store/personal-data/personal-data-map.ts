import { LEAD_FIELDS, SHARED_LEAD_FIELDS, type LeadFieldSpec } from "@vantreo/contracts/core";

/**
 * The cut-off clocks of the retention purge (see `src/retention/purge-expired.ts`): each rule
 * below deletes the rows older than one of them.
 */
export type RetentionClock =
  | "inquiries"
  | "clients"
  | "spam"
  | "unconfirmedSignups"
  | "dataRequests"
  | "consents"
  | "idempotency"
  | "rateWindows"
  | "dataroomRecords"
  | "expiredSessions"
  | "adminSessions"
  | "lockoutFailures"
  | "mailRecipientWindows"
  | "verificationLinks";

/** One retention rule: rows matching `where` (each `?` is the clock's cut-off time) are deleted. */
export type RetentionRule = { clock: RetentionClock; where: string };

/** What an erasure does to the rows about the person. */
export type ErasureAction =
  | { kind: "delete" }
  /** The row stays (a record of what happened) with these columns set to NULL. */
  | { kind: "anonymise"; columns: readonly string[] }
  /**
   * The CRM outbox: the lead's `lead.created` row becomes a `lead.erased` notice carrying only
   * the lead id, so a CRM that already holds the lead deletes it too (GDPR art. 17(2), 19).
   */
  | { kind: "crm-erasure-notice" };

/** How the rows about one person are found: a condition whose every `?` is the e-mail address. */
export type SubjectLink = { where: string; orderBy: string };

/**
 * One table of either store and what it holds. Every column is listed exactly once, as personal
 * data, as a secret (a digest of a credential: neither exported nor needed by the person) or as
 * plain data; the coverage test compares this with the live schema of both databases.
 */
export type TableCoverage = {
  table: string;
  /** Only in this store's schema (PostgreSQL keeps the shared rate-limit counters). */
  only?: "sqlite" | "postgres";
  /** Columns that hold personal data or identify the person, with what they hold. */
  personal: Readonly<Record<string, string>>;
  secret?: readonly string[];
  plain: readonly string[];
  /** How a data-subject request finds the rows, or why it cannot (no e-mail is linked). */
  subject: SubjectLink | { unlinked: string };
  /**
   * How the e-mails of a table the public subject request does not reach are erased instead (the
   * staff's own accounts: an owner's decision, see the README's staff section).
   */
  ownerErased?: string;
  /** The key of the export's section and of the erase and purge counts. */
  label: string;
  erase?: ErasureAction;
  /** Empty only for tables without personal data. */
  retention: readonly RetentionRule[];
};

const LEAD_IDS = "SELECT id FROM leads WHERE email = ?";

/** Leads with a payment: contract records, kept like won clients. */
const PAID_LEAD_IDS =
  "SELECT lead_id FROM payments WHERE lead_id IS NOT NULL AND status IN ('paid', 'partially_refunded', 'refunded')";
/**
 * Newsletter signups whose subscription was confirmed and not ended: kept until the person
 * unsubscribes; then only the suppression list's digest stays (see `newsletter_suppressions`).
 */
const CONFIRMED_SIGNUP_IDS =
  "SELECT lead_id FROM newsletter_subscriptions WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL";
/** The last contact with a lead: its last desk change (status, owner, note), else its receipt. */
const LAST_CONTACT = "COALESCE(updated_at, received_at)";

/** The clocks that decide when a lead goes (RETENTION_POLICY in src/retention). */
const LEAD_CLOCKS = ["inquiries", "clients", "spam", "unconfirmedSignups"] as const;

/**
 * Each lead clock's condition on `leads`; its `?` is the clock's cut-off. Exactly one applies to
 * a lead at a time: spam; else a client (won, or a payment); else a newsletter signup (kept while
 * confirmed, gone soon after an unconfirmed one's link expired); else an inquiry.
 */
const LEAD_EXPIRY: Record<(typeof LEAD_CLOCKS)[number], string> = {
  spam: "spam_reason IS NOT NULL AND received_at < ?",
  clients: `spam_reason IS NULL AND (status = 'won' OR id IN (${PAID_LEAD_IDS})) AND ${LAST_CONTACT} < ?`,
  unconfirmedSignups: `spam_reason IS NULL AND lead_type = 'newsletter' AND status <> 'won' AND id NOT IN (${PAID_LEAD_IDS}) AND id NOT IN (${CONFIRMED_SIGNUP_IDS}) AND received_at < ?`,
  inquiries: `spam_reason IS NULL AND status <> 'won' AND id NOT IN (${PAID_LEAD_IDS}) AND id NOT IN (${CONFIRMED_SIGNUP_IDS}) AND ${LAST_CONTACT} < ?`,
};

/** The rules of a table whose rows go with their lead (`column` names it). */
const withLead = (column: string): RetentionRule[] =>
  LEAD_CLOCKS.map((clock) => ({
    clock,
    where: `${column} IN (SELECT id FROM leads WHERE ${LEAD_EXPIRY[clock]})`,
  }));

/** The rule of a table whose rows go with their data-subject request. */
const withDataRequest = (column: string): RetentionRule => ({
  clock: "dataRequests",
  where: `${column} IN (SELECT id FROM data_requests WHERE received_at < ?)`,
});
/**
 * Staff tables are not reached by the public data-subject request (export/erase by e-mail): a
 * staff member's data is the employer's record of who used the staff pages, answered by an owner.
 * An owner disables the account (CLI or API), which ends its sessions; the retention purge then
 * deletes it a year after it was disabled, and each audit row a year after it was written.
 */
const STAFF_UNLINKED =
  "staff data is answered by an owner, not by the public subject request (see the README)";
const REQUEST_IDS = "SELECT id FROM dataroom_requests WHERE email = ?";
/** Data-room submissions whose verification link expired long enough ago (`verificationLinks`). */
const EXPIRED_SUBMISSION_IDS = "SELECT id FROM dataroom_submissions WHERE expires_at < ?";
const EXPIRED_REQUEST_IDS =
  "SELECT id FROM dataroom_requests WHERE COALESCE(revoked_at, expires_at, requested_at) < ?";

/** The columns of a declared set of lead fields that hold personal data, and what they hold. */
const personalOf = (fields: readonly LeadFieldSpec[]) =>
  Object.fromEntries(
    fields.flatMap((spec) => (spec.personal === undefined ? [] : [[spec.column, spec.personal]])),
  );
/** The columns of a declared set of lead fields that hold none. */
const plainOf = (fields: readonly LeadFieldSpec[]) =>
  fields.filter((spec) => spec.personal === undefined).map((spec) => spec.column);

// The lead record's declaration (`LEAD_FIELDS` of @vantreo/contracts) says which of its columns
// hold personal data; `data_requests` shares its first columns (`SHARED_LEAD_FIELDS`).
const RECORD_PERSONAL = personalOf(SHARED_LEAD_FIELDS);
const RECORD_PLAIN = plainOf(SHARED_LEAD_FIELDS);

/**
 * Every table of the lead API, children before parents (erasure and purge run in this order),
 * with the personal data it holds and how export, erasure and retention reach it. The export,
 * the erasure and the purge are built from this list, so a table is covered exactly when it is
 * listed here; `personal-data-coverage.test.ts` fails when the schema has a table or column this
 * list does not classify.
 */
export const PERSONAL_DATA_MAP: readonly TableCoverage[] = [
  {
    table: "outbox",
    personal: {},
    plain: [
      "id",
      "lead_id",
      "event",
      // A desk change's snapshot (status, owning staff id, estimated value): no person's data.
      "data",
      "created_at",
      "attempts",
      "next_attempt_at",
      "sending_until",
      "delivered_at",
      "dead_at",
      "last_error",
    ],
    subject: { where: `lead_id IN (${LEAD_IDS})`, orderBy: "id" },
    label: "crmDeliveries",
    erase: { kind: "crm-erasure-notice" },
    retention: [
      ...withLead("lead_id"),
      // A subscriber event whose lead was erased before it left (the relay gives it up).
      {
        clock: "inquiries",
        where:
          "event LIKE 'subscriber.%' AND lead_id NOT IN (SELECT id FROM leads) AND created_at < ?",
      },
      // An erased lead's notice, once sent or given up.
      {
        clock: "inquiries",
        where:
          "event = 'lead.erased' AND created_at < ? AND (delivered_at IS NOT NULL OR dead_at IS NOT NULL)",
      },
    ],
  },
  {
    table: "mail_outbox",
    // Kept only until the mail is sent or given up, like `token`.
    personal: { attachment: "the subject export mailed to the address of a data request" },
    secret: ["token"],
    plain: [
      "id",
      "lead_id",
      "kind",
      "created_at",
      "attempts",
      "next_attempt_at",
      "sending_until",
      "delivered_at",
      "dead_at",
      "last_error",
    ],
    // `lead_id` names a lead, a data request for the privacy notification and receipt, a data-room
    // submission for its verification mail, or a staff link or account for the staff mails (staff
    // data: not reached by the subject request).
    subject: {
      // A reply from the desk (`lead-reply`) names its `lead_replies` row.
      where: `lead_id IN (${LEAD_IDS} UNION ALL SELECT id FROM data_requests WHERE email = ? UNION ALL SELECT id FROM dataroom_submissions WHERE email = ? UNION ALL SELECT id FROM lead_replies WHERE lead_id IN (${LEAD_IDS}))`,
      orderBy: "id",
    },
    label: "mailDeliveries",
    // An unsent mail to an erased person must not leave: the row goes with the lead or request.
    erase: { kind: "delete" },
    retention: [
      ...withLead("lead_id"),
      // A reply's mail goes with the lead its `lead_replies` row answered.
      ...withLead("lead_id").map((rule) => ({
        clock: rule.clock,
        where: `lead_id IN (SELECT id FROM lead_replies WHERE ${rule.where})`,
      })),
      withDataRequest("lead_id"),
      // A verification mail goes with its data-room submission.
      { clock: "verificationLinks", where: `lead_id IN (${EXPIRED_SUBMISSION_IDS})` },
      // Staff links and owner notices name a staff link or account, not a lead: kept like the
      // staff audit (their token leaves the row when the mail is sent).
      {
        clock: "dataroomRecords",
        where: "kind IN ('staff-invitation', 'staff-owner-added') AND created_at < ?",
      },
      // A staff member's alerts about their own account (`lead_id` names the account) are kept
      // as long as the staff audit that records the same refusals.
      { clock: "dataroomRecords", where: "kind = 'staff-second-factor-alert' AND created_at < ?" },
    ],
  },
  {
    table: "newsletter_subscriptions",
    personal: {},
    secret: ["token_digest"],
    plain: ["lead_id", "created_at", "expires_at", "confirmed_at", "unsubscribed_at"],
    subject: { where: `lead_id IN (${LEAD_IDS})`, orderBy: "created_at, lead_id" },
    label: "newsletterSubscriptions",
    erase: { kind: "delete" },
    retention: [...withLead("lead_id")],
  },
  {
    // The suppression list (src/newsletter): kept after the subscription and the lead are erased
    // or purged, as the privacy policy says, so an address that unsubscribed is never sent a
    // newsletter or other non-transactional mail again until it opts in afresh (GDPR art. 21(3);
    // CAN-SPAM 16 CFR 316.5). A keyed digest only: it cannot be turned back into the address,
    // and confirming a new signup deletes it.
    table: "newsletter_suppressions",
    personal: {
      address_digest:
        "keyed HMAC of an address that unsubscribed (the lead API's fixed key, never rotated)",
    },
    plain: ["suppressed_at"],
    subject: {
      unlinked:
        "the list holds a keyed digest of the address, not the address; it is the record of the objection and outlives the erasure",
    },
    label: "newsletterSuppressions",
    // A withdrawal of consent is a consent record: kept like the others (three years). By then
    // nothing is left that could mail the address (the subscription and the lead are long gone).
    retention: [{ clock: "consents", where: "suppressed_at < ?" }],
  },
  {
    // A lead magnet's download link (src/lead-magnets): the record of the request and its
    // downloads, exported with the lead and gone with it.
    table: "lead_magnet_links",
    personal: {},
    secret: ["token_digest"],
    plain: [
      "lead_id",
      "service_id",
      "locale",
      "created_at",
      "expires_at",
      "downloads",
      "first_downloaded_at",
      "last_downloaded_at",
    ],
    subject: { where: `lead_id IN (${LEAD_IDS})`, orderBy: "created_at, lead_id" },
    label: "leadMagnetLinks",
    erase: { kind: "delete" },
    retention: [...withLead("lead_id")],
  },
  {
    table: "idempotency_keys",
    personal: {},
    secret: ["fingerprint"],
    plain: ["key", "status", "body", "record_id", "created_at"],
    subject: {
      where: `record_id IN (${LEAD_IDS} UNION ALL SELECT id FROM data_requests WHERE email = ?)`,
      orderBy: "created_at, key",
    },
    label: "idempotencyKeys",
    erase: { kind: "delete" },
    retention: [
      ...withLead("record_id"),
      withDataRequest("record_id"),
      { clock: "idempotency", where: "created_at < ?" },
    ],
  },
  // Replies from the desk (src/replies): the text each staff member sent to the person, kept
  // and erased with the lead it answered.
  {
    table: "lead_replies",
    personal: {
      subject: "the subject of a reply staff sent to the person",
      body: "the text of a reply staff sent to the person",
      staff_email: "the e-mail of the staff member who wrote (the reply's Reply-To)",
      staff_name: "the name of the staff member who wrote (the reply's signature)",
    },
    plain: ["id", "lead_id", "staff_id", "locale", "msg_id", "in_reply_to", "created_at"],
    subject: { where: `lead_id IN (${LEAD_IDS})`, orderBy: "created_at, id" },
    label: "leadReplies",
    erase: { kind: "delete" },
    retention: withLead("lead_id"),
  },
  {
    table: "reply_templates",
    personal: {},
    plain: ["id", "locale", "title", "subject", "body", "updated_at", "updated_by"],
    subject: { unlinked: "the firm's own templates: placeholders, never a person's data" },
    label: "replyTemplates",
    retention: [],
  },
  {
    table: "desk_audit",
    personal: {
      actor_email: "the e-mail of the staff member who acted",
      details: "what was done, notes written about the person included",
    },
    plain: ["id", "lead_id", "actor_id", "event", "at"],
    // A bulk export's row (`lead_id` 'bulk-export') records its filter, whose search text may be
    // the person's e-mail: such a row is the person's too.
    subject: {
      where: `lead_id IN (${LEAD_IDS} UNION ALL SELECT id FROM data_requests WHERE email = ?) OR (lead_id = 'bulk-export' AND LOWER(details) LIKE '%' || ? || '%')`,
      orderBy: "at, id",
    },
    label: "deskAudit",
    // Notes about an erased person go with the lead; the desk records the erasure afresh.
    erase: { kind: "delete" },
    retention: [
      ...withLead("lead_id"),
      withDataRequest("lead_id"),
      // Rows that outlive their lead (an answered erasure, a bulk export) age out like an inquiry.
      {
        clock: "inquiries",
        where:
          "lead_id NOT IN (SELECT id FROM leads) AND lead_id NOT IN (SELECT id FROM data_requests) AND at < ?",
      },
    ],
  },
  // The integrations (src/integrations): found by the person's address or by their leads; kept
  // as long as leads are, from their last change.
  {
    table: "integration_events",
    personal: {
      email: "the e-mail address the scheduler or the checkout sent",
      payload: "the verified webhook event as received (name, e-mail, booking or payment details)",
    },
    plain: ["provider", "event_id", "event_type", "occurred_at", "received_at", "lead_id"],
    subject: {
      where: `email = ? OR lead_id IN (${LEAD_IDS})`,
      orderBy: "received_at, provider, event_id",
    },
    label: "integrationEvents",
    erase: { kind: "delete" },
    retention: [
      ...withLead("lead_id"),
      { clock: "inquiries", where: "lead_id IS NULL AND received_at < ?" },
    ],
  },
  {
    table: "bookings",
    personal: {
      email: "e-mail address",
      name: "name",
      attendee_time_zone: "the person's time zone",
      cancellation_reason: "free text",
    },
    plain: [
      "uid",
      "lead_id",
      "event_type",
      "title",
      "start_at",
      "end_at",
      "organizer_time_zone",
      "status",
      "rescheduled_from",
      "created_at",
      "updated_at",
    ],
    subject: { where: `email = ? OR lead_id IN (${LEAD_IDS})`, orderBy: "created_at, uid" },
    label: "bookings",
    erase: { kind: "delete" },
    retention: [
      ...withLead("lead_id"),
      { clock: "inquiries", where: "lead_id IS NULL AND updated_at < ?" },
    ],
  },
  {
    table: "payments",
    personal: { email: "e-mail address" },
    plain: [
      "id",
      "checkout_session_id",
      "lead_id",
      "product",
      "amount",
      "currency",
      "amount_refunded",
      "status",
      "created_at",
      "updated_at",
    ],
    subject: { where: `email = ? OR lead_id IN (${LEAD_IDS})`, orderBy: "created_at, id" },
    label: "payments",
    erase: { kind: "delete" },
    retention: [
      ...withLead("lead_id"),
      { clock: "inquiries", where: "lead_id IS NULL AND updated_at < ?" },
    ],
  },
  {
    // Before `leads`: its subject is found through the lead ids.
    table: "alert_outbox",
    personal: {},
    // Which lead a chat alert is about and which rule sends it; the message is rendered from the
    // lead at send time, so nothing of the person is stored here.
    plain: [
      "id",
      "lead_id",
      "rule_id",
      "created_at",
      "attempts",
      "next_attempt_at",
      "sending_until",
      "delivered_at",
      "dead_at",
      "last_error",
    ],
    subject: { where: `lead_id IN (${LEAD_IDS})`, orderBy: "id" },
    label: "chatAlerts",
    // An alert not yet posted about an erased person must not leave: it goes with the lead.
    erase: { kind: "delete" },
    retention: withLead("lead_id"),
  },
  {
    // Before `leads`: its subject is found through the lead ids.
    table: "sla_notices",
    personal: {},
    // Which reply-clock notice (reminder, escalation) was queued for a lead, and when.
    plain: ["lead_id", "kind", "at"],
    subject: { where: `lead_id IN (${LEAD_IDS})`, orderBy: "at, kind" },
    label: "replyNotices",
    erase: { kind: "delete" },
    retention: withLead("lead_id"),
  },
  {
    table: "leads",
    // Every column the lead record declares: the form, the consent proof, the desk's workflow,
    // the pipeline's clock and routing, the estimate and a merge.
    personal: personalOf(LEAD_FIELDS),
    plain: plainOf(LEAD_FIELDS),
    subject: { where: "email = ?", orderBy: "received_at, id" },
    label: "leads",
    erase: { kind: "delete" },
    retention: LEAD_CLOCKS.map((clock) => ({ clock, where: LEAD_EXPIRY[clock] })),
  },
  {
    table: "data_requests",
    personal: {
      ...RECORD_PERSONAL,
      override_reason: "a privacy officer's reason to act on the request without its verification",
      override_by: "the e-mail of the staff member who overrode the verification",
    },
    // The digest of the verification link mailed to the request's address (review T3-M2).
    secret: ["verify_digest"],
    plain: [...RECORD_PLAIN, "status", "verify_expires_at", "verified_at", "override_at"],
    subject: { where: "email = ?", orderBy: "received_at, id" },
    label: "dataRequests",
    erase: { kind: "delete" },
    retention: [{ clock: "dataRequests", where: "received_at < ?" }],
  },
  {
    table: "consents",
    personal: {},
    plain: [
      "id",
      "received_at",
      "choice",
      "categories",
      "revision",
      "locale",
      "page",
      "client_timestamp",
    ],
    subject: { unlinked: "a cookie choice is stored without any identifier of the person" },
    label: "consents",
    retention: [{ clock: "consents", where: "received_at < ?" }],
  },
  {
    table: "rate_limits",
    only: "postgres",
    personal: { key: "the client's IP address (or IPv6 /64) with the limited scope" },
    plain: ["window_start", "count"],
    subject: { unlinked: "counters are keyed by client address, never by e-mail" },
    label: "rateLimits",
    retention: [{ clock: "rateWindows", where: "window_start < ?" }],
  },
  {
    table: "mail_recipient_counts",
    personal: {
      address_digest: "keyed HMAC of the e-mail address a mail was sent to (the month's key)",
    },
    plain: ["outbox_id", "counted_at"],
    subject: {
      unlinked:
        "counts are keyed by a keyed digest of the address, never the address, and last 24 hours",
    },
    label: "mailRecipientCounts",
    retention: [{ clock: "mailRecipientWindows", where: "counted_at < ?" }],
  },
  {
    table: "dataroom_sessions",
    personal: { request_id: "links the session to the investor's request" },
    secret: ["token_digest", "csrf_token"],
    plain: ["grant_id", "created_at", "expires_at"],
    subject: { where: `request_id IN (${REQUEST_IDS})`, orderBy: "created_at" },
    label: "dataroomSessions",
    erase: { kind: "delete" },
    retention: [
      { clock: "expiredSessions", where: "expires_at < ?" },
      { clock: "dataroomRecords", where: `request_id IN (${EXPIRED_REQUEST_IDS})` },
    ],
  },
  {
    table: "dataroom_grants",
    personal: { request_id: "links the access code to the investor's request" },
    secret: ["code_digest"],
    plain: ["id", "created_at", "expires_at", "ended_at"],
    subject: { where: `request_id IN (${REQUEST_IDS})`, orderBy: "created_at, id" },
    label: "dataroomGrants",
    erase: { kind: "delete" },
    retention: [{ clock: "dataroomRecords", where: `request_id IN (${EXPIRED_REQUEST_IDS})` }],
  },
  {
    table: "dataroom_requests",
    personal: {
      name: "the investor's name",
      email: "e-mail address",
      firm: "the investor's firm",
      message: "free text",
    },
    plain: ["id", "locale", "status", "requested_at", "approved_at", "expires_at", "revoked_at"],
    subject: { where: "email = ?", orderBy: "requested_at, id" },
    label: "dataroomRequests",
    erase: { kind: "delete" },
    retention: [
      { clock: "dataroomRecords", where: "COALESCE(revoked_at, expires_at, requested_at) < ?" },
    ],
  },
  {
    table: "dataroom_submissions",
    personal: {
      email: "e-mail address",
      name: "the investor's name (until the address is verified)",
      firm: "the investor's firm (until the address is verified)",
      message: "free text (until the address is verified)",
    },
    secret: ["token_digest"],
    plain: ["id", "locale", "submitted_at", "expires_at", "verified_at"],
    subject: { where: "email = ?", orderBy: "submitted_at, id" },
    label: "dataroomSubmissions",
    erase: { kind: "delete" },
    // Whether verified (its text then lives in the request) or not (anyone's text typed under
    // someone's address), a submission goes 30 days after its link stopped working.
    retention: [{ clock: "verificationLinks", where: "expires_at < ?" }],
  },
  {
    table: "dataroom_audit",
    personal: {
      email: "the investor's e-mail (or the admin's username)",
      ip_hash: "salted SHA-256 of the client address",
      user_agent: "the browser's user agent",
    },
    plain: ["id", "at", "event", "slug", "title"],
    subject: { where: "email = ?", orderBy: "at, id" },
    label: "dataroomAudit",
    erase: { kind: "anonymise", columns: ["email", "ip_hash", "user_agent"] },
    retention: [{ clock: "dataroomRecords", where: "at < ?" }],
  },
  {
    table: "dataroom_failures",
    personal: { key: "the client address or admin username of a failed attempt" },
    plain: ["id", "at"],
    subject: { unlinked: "failures are keyed by client address or username, never by e-mail" },
    label: "dataroomFailures",
    retention: [{ clock: "lockoutFailures", where: "at < ?" }],
  },
  {
    table: "staff_sessions",
    personal: { staff_id: "links the session to the staff member's account" },
    secret: ["token_digest", "csrf_token"],
    plain: ["created_at", "last_seen_at"],
    subject: { unlinked: STAFF_UNLINKED },
    label: "staffSessions",
    retention: [{ clock: "adminSessions", where: "created_at < ?" }],
  },
  {
    table: "staff_audit",
    personal: {
      actor: "the staff member's e-mail (or a keyed pseudonym of an unknown typed name)",
      subject: "the e-mail of the staff account acted on",
      ip_hash: "keyed HMAC of the client address",
    },
    plain: ["id", "at", "event"],
    subject: { unlinked: STAFF_UNLINKED },
    label: "staffAudit",
    retention: [{ clock: "dataroomRecords", where: "at < ?" }],
  },
  {
    table: "staff_invitations",
    personal: {
      email: "the invited staff member's work e-mail",
      name: "the invited staff member's name",
      invited_by: "the e-mail of the owner who had the link sent",
    },
    secret: ["token_digest", "totp_secret"],
    plain: [
      "id",
      "purpose",
      "account_id",
      "roles",
      "locale",
      "created_at",
      "expires_at",
      "used_at",
    ],
    subject: { unlinked: STAFF_UNLINKED },
    ownerErased:
      "an unused link is deleted by the purge once it expires (72 hours), a used one a year after it was sent; a new link of the same kind ends the open one",
    label: "staffInvitations",
    retention: [
      // A link nobody used is gone once it expires; a used one is kept like the staff audit.
      { clock: "expiredSessions", where: "used_at IS NULL AND expires_at < ?" },
      { clock: "dataroomRecords", where: "created_at < ?" },
    ],
  },
  {
    table: "staff_views",
    personal: {
      staff_id: "links the view to the staff member's account",
      name: "the view's name as the staff member typed it",
      search: "the filter's query string, whose search text may name a lead",
    },
    plain: ["id", "list", "created_at", "updated_at"],
    subject: { unlinked: STAFF_UNLINKED },
    ownerErased:
      "the staff member deletes their own views; the purge deletes them with the account (listed before staff_accounts, same clock) and any left by an account deleted otherwise",
    label: "staffViews",
    retention: [
      {
        clock: "dataroomRecords",
        where:
          "staff_id IN (SELECT id FROM staff_accounts WHERE disabled_at < ? AND id NOT IN (SELECT staff_id FROM staff_sessions)) OR staff_id NOT IN (SELECT id FROM staff_accounts)",
      },
    ],
  },
  {
    table: "staff_accounts",
    personal: { email: "the staff member's work e-mail", name: "the staff member's name" },
    secret: ["password_hash", "totp_secret"],
    plain: ["id", "roles", "totp_last_step", "disabled_at", "created_at", "last_sign_in_at"],
    subject: { unlinked: STAFF_UNLINKED },
    ownerErased:
      "an owner disables the account (staff:disable or the owners' API); the purge deletes it a year later",
    label: "staffAccounts",
    retention: [
      {
        clock: "dataroomRecords",
        where: "disabled_at < ? AND id NOT IN (SELECT staff_id FROM staff_sessions)",
      },
    ],
  },
  {
    table: "dataroom_documents",
    personal: {},
    plain: ["slug", "title", "description", "body", "created_at", "updated_at"],
    subject: { unlinked: "the firm's own documents hold no personal data" },
    label: "dataroomDocuments",
    retention: [],
  },
  {
    table: "routing_rules",
    personal: {},
    plain: ["id", "position", "title", "title_json", "criterion", "value", "turn", "updated_at"],
    subject: { unlinked: "routing rules name services, locales, hosts and lead types, no person" },
    label: "routingRules",
    retention: [],
  },
  {
    table: "alert_rules",
    personal: {},
    // The incoming webhook URL is a credential of the firm's channel (never exported or answered
    // in full), not personal data.
    secret: ["webhook_url"],
    plain: ["id", "position", "title", "channel", "lead_types", "locale", "enabled", "updated_at"],
    subject: { unlinked: "alert rules name a chat channel and lead types, no person" },
    label: "alertRules",
    retention: [],
  },
  {
    table: "routing_members",
    personal: {},
    // Staff account ids only; an account's data is the staff tables' (see the README).
    plain: ["rule_id", "staff_id", "position", "last_turn"],
    subject: { unlinked: STAFF_UNLINKED },
    label: "routingMembers",
    retention: [],
  },
  {
    table: "routing_settings",
    personal: {},
    plain: ["id", "fallback_owner_id", "updated_at"],
    subject: { unlinked: STAFF_UNLINKED },
    label: "routingSettings",
    retention: [],
  },
  {
    table: "lead_status_counts",
    personal: {},
    // How many leads each status holds (lead-status-counts-migration.ts): numbers, no lead.
    plain: ["spam", "status", "n"],
    subject: { unlinked: "counts of leads per status hold no personal data" },
    label: "leadStatusCounts",
    retention: [],
  },
  // The pipeline report's roll-up (src/reports/report-rollup-migration.ts), kept by triggers of
  // `leads`: counts and sums per New York day, no lead id, no person. An erased or purged lead's
  // share leaves with its row (the delete trigger), so export, erasure and the purge need not
  // reach these tables.
  {
    table: "report_daily",
    personal: {},
    // `key_value`: a breakdown's value (source, locale, campaign, landing path, host, …).
    plain: [
      "dim",
      "day",
      "key_null",
      "key_value",
      "lead_type",
      "contact_page",
      "leads",
      "contacted",
      "qualified",
      "won",
      "lost",
      "estimated_value",
    ],
    subject: { unlinked: "counts of leads per day and attribution hold no personal data" },
    label: "reportDaily",
    retention: [],
  },
  {
    table: "report_first_contact",
    personal: {},
    // How many leads of a day an owner (a staff account id) first contacted after `ms`.
    plain: ["day", "owner_id", "ms", "n"],
    subject: { unlinked: "counts of first-contact times per day and owner name no lead" },
    label: "reportFirstContact",
    retention: [],
  },
  {
    table: "report_zone_offsets",
    personal: {},
    plain: ["since", "offset_ms"],
    subject: { unlinked: "New York's offsets from UTC hold no personal data" },
    label: "reportZoneOffsets",
    retention: [],
  },
  {
    table: "schema_migrations",
    personal: {},
    plain: ["version", "applied_at"],
    subject: { unlinked: "schema versions hold no personal data" },
    label: "schemaMigrations",
    retention: [],
  },
];

/** The tables of the map present in one store's schema. */
export function tablesOf(kind: "sqlite" | "postgres"): TableCoverage[] {
  return PERSONAL_DATA_MAP.filter((entry) => entry.only === undefined || entry.only === kind);
}

/** The columns of a table as the map lists them. */
export function columnsOf(entry: TableCoverage): string[] {
  return [...Object.keys(entry.personal), ...(entry.secret ?? []), ...entry.plain];
}

/** The number of `?` placeholders in a condition. */
export function placeholderCount(sql: string): number {
  return sql.split("?").length - 1;
}
