import type { ConsentProof } from "@vantreo/consent";
import type { Lead, LeadResponse } from "@vantreo/leads";
import type { DataroomStore } from "../dataroom/store/dataroom-store";
import type { DeskStore } from "../desk/desk-store";
import type { StaffInviteStore } from "../staff/staff-invite-store";
import type { StaffStore } from "../staff/staff-store";
import type { MailStore } from "../mail/mail-store";
import type { PurgeCutoffs } from "./personal-data/personal-data-statements";
import type { ExportedMail } from "../mail/mail-file-export";

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

/** The events the relay sends to the CRM. */
export type OutboxEvent = "lead.created" | "lead.erased";

/** A due outbox row claimed for delivery. */
export type OutboxItem = {
  id: number;
  leadId: string;
  event: OutboxEvent;
  /** When the event happened: the lead's receipt, or its erasure (ms since the epoch). */
  createdAt: number;
  attempts: number;
};

/**
 * What the relay may send for a claimed row, read at send time: the lead of a `lead.created`
 * row (null when the lead is gone), or nothing but the id for a `lead.erased` notice.
 */
export type OutboxDelivery =
  { event: "lead.created"; record: LeadRecord | null } | { event: "lead.erased"; leadId: string };

/**
 * Everything stored about one e-mail address (GDPR art. 15 access, art. 20 portability): the
 * leads and data-subject requests as records, and one section per other table of the
 * personal-data map (the CRM deliveries, idempotency keys, the data room's requests, grants,
 * sessions and access log), rows with camel-cased column names and without secrets.
 */
export type SubjectData = {
  leads: LeadRecord[];
  dataRequests: DataRequestRecord[];
  /** The mails the relay wrote to `.eml` files about the person (`withMailFiles`). */
  mails?: ExportedMail[];
} & Record<string, Record<string, unknown>[]>;

/** How many rows an erasure or a purge removed or anonymised, by table label. */
export type RemovalCounts = Record<string, number>;

export type { PurgeCutoffs } from "./personal-data/personal-data-statements";

/** Outbox rows by state. */
export type OutboxCounts = { pending: number; delivered: number; dead: number };

/**
 * The storage of the lead API. SQLite (one instance) and PostgreSQL (several instances) both
 * implement it, and one test suite runs against both. Every write resolves only once durable.
 */
export interface LeadStore {
  readonly kind: "sqlite" | "postgres";
  /** The investor data room's tables (README, "Investor data room"), in the same database. */
  readonly dataroom: DataroomStore;
  /** Staff accounts, sessions and their sign-in audit (see `src/staff`). */
  readonly staff: StaffStore;
  /** Staff invitations, reset links, role changes and the staff mails they queue. */
  readonly staffInvites: StaffInviteStore;
  /** The mail outbox and the newsletter's double opt-in, in the same database. */
  readonly mail: MailStore;
  /** The lead desk's workflow, notes and audit (see `src/desk`). */
  readonly desk: DeskStore;
  /** Writes the submission, its outbox row (forwarded leads only) and the idempotency record atomically. */
  saveSubmission(submission: Submission, idempotency?: IdempotencyRecord): Promise<SaveResult>;
  findIdempotency(key: string): Promise<IdempotencyRecord | null>;
  saveConsent(record: ConsentLogRecord): Promise<void>;
  /** Counts one hit of `key` in the window of `windowMs` starting at `windowStart`; returns the window's total. */
  countRateHit(key: string, windowStart: number, windowMs: number): Promise<number>;
  /** Claims up to `limit` due outbox rows, hiding them from other relays until `leaseUntil`. */
  claimOutbox(now: number, limit: number, leaseUntil: number): Promise<OutboxItem[]>;
  /**
   * Re-checks a claimed row just before the relay sends it and marks it as being sent until
   * `sendingUntil`; null when the row is no longer due as claimed (an erasure turned it into a
   * `lead.erased` notice, or it was delivered or purged meanwhile): then nothing may be sent.
   */
  startDelivery(item: OutboxItem, sendingUntil: number): Promise<OutboxDelivery | null>;
  /** These three change the row only while it still holds `item.event`. */
  markDelivered(item: OutboxItem, now: number): Promise<void>;
  scheduleRetry(
    item: OutboxItem,
    attempts: number,
    nextAttemptAt: number,
    error: string,
  ): Promise<void>;
  markDead(item: OutboxItem, attempts: number, now: number, error: string): Promise<void>;
  outboxCounts(): Promise<OutboxCounts>;
  /** Every row about the e-mail in every table the personal-data map links to it. */
  exportSubject(email: string): Promise<SubjectData>;
  /**
   * Deletes or anonymises every row about the e-mail and queues a `lead.erased` notice for each
   * of its leads queued for the CRM, in one transaction (`at`: the time of the erasure).
   */
  eraseSubject(email: string, at: number): Promise<RemovalCounts>;
  listDataRequests(): Promise<DataRequestRecord[]>;
  purge(cutoffs: PurgeCutoffs): Promise<RemovalCounts>;
  /** Resolves when the store can serve requests (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
