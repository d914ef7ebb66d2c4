import type { ConsentProof } from "@vantreo/consent";
import type { LeadPartValues } from "@vantreo/contracts/core";
import type { Lead, LeadResponse } from "@vantreo/leads";

// The records the stores keep and return, apart from the stores themselves: the mail, desk and
// outbox modules read these types without depending on \`LeadStore\` (which depends on them).

/**
 * The proof of a lead's marketing consent (GDPR art. 7(1): the controller must be able to show
 * that, when and to what the person consented): the choice, when the server received it, the
 * version of the consent text shown, the page's locale and the page itself.
 */
export type ConsentEvidence = {
  marketingConsent: boolean;
  /** When the server received the consent (ms since the epoch); null without consent. */
  consentedAt: number | null;
  textVersion: string | null;
  locale: string | null;
  page: string;
};

/** A stored lead: the sanitized lead plus what the API learnt while receiving it. */
export type LeadRecord = {
  id: string;
  receivedAt: number;
  lead: Lead;
  consent: ConsentEvidence;
  /** Why the lead was flagged as spam (honeypot, too fast), or null for a genuine lead. */
  spamReason: string | null;
};

/**
 * A stored lead with every field the lead record declares on the record itself (the desk's
 * workflow: status, owner, version, reply clock, routing rule, estimated value, merge; times in
 * ms since the epoch), as `LEAD_FIELDS` of @vantreo/contracts declares them.
 */
export type StoredLead = LeadRecord & LeadPartValues<"record">;

/** A data-subject request from the /data-rights form (leadType `data-rights`). */
export type DataRequestRecord = {
  id: string;
  receivedAt: number;
  lead: Lead;
  consent: ConsentEvidence;
  status: "open";
};

/** What one accepted submission writes, in one transaction. */
export type Submission =
  { kind: "lead"; record: LeadRecord } | { kind: "data-request"; record: DataRequestRecord };

/** The first answer given to an `Idempotency-Key`, replayed on retries. */
export type IdempotencyRecord = {
  key: string;
  /** SHA-256 of the request body, to tell a retry from a different request. */
  fingerprint: string;
  status: number;
  body: LeadResponse;
  recordId: string;
  createdAt: number;
};

/** The outcome of saving a submission: saved, or an idempotency key that another request took. */
export type SaveResult = { saved: true } | { saved: false; existing: IdempotencyRecord };

/** A cookie-consent choice for the consent log (no personal data). */
export type ConsentLogRecord = { id: string; receivedAt: number; proof: ConsentProof };

/** The CRM events of a newsletter subscription (src/newsletter). */
export type SubscriberEvent = "subscriber.confirmed" | "subscriber.unsubscribed";

/**
 * The events the relay sends to the CRM: a lead, a desk change of it (`lead.updated`, and
 * `lead.won` when it was won: src/replies/lead-events.ts), a newsletter subscriber's
 * confirmation or unsubscription (src/newsletter), or the lead's erasure.
 */
export type OutboxEvent =
  "lead.created" | "lead.updated" | "lead.won" | "lead.erased" | SubscriberEvent;

/** The events that carry the lead itself, read at send time. */
export type LeadOutboxEvent = Exclude<OutboxEvent, "lead.erased">;

/** A due outbox row claimed for delivery. */
export type OutboxItem = {
  id: number;
  leadId: string;
  event: OutboxEvent;
  /** The change a `lead.updated` or `lead.won` row carries (JSON), else null. */
  data: string | null;
  /** When the event happened: the lead's receipt, or its erasure (ms since the epoch). */
  createdAt: number;
  attempts: number;
};

/**
 * What the relay may send for a claimed row, read at send time: the lead of a `lead.created`
 * row (null when the lead is gone), or nothing but the id for a `lead.erased` notice.
 */
export type OutboxDelivery =
  { event: LeadOutboxEvent; record: LeadRecord | null } | { event: "lead.erased"; leadId: string };
