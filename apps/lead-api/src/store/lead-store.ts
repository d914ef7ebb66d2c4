import type { NewsletterStore } from "../newsletter/newsletter-store";
import type { DataroomStore } from "../dataroom/store/dataroom-store";
import type { DeskStore } from "../desk/desk-store";
import type { ContactStore } from "../contacts/contact-store";
import type { ReplyStore } from "../replies/reply-store";
import type { SavedViewStore } from "../desk/saved-view-store";
import type { IntegrationStore } from "../integrations/integration-store";
import type { ReportStore } from "../reports/report-store";
import type { StaffInviteStore } from "../staff/staff-invite-store";
import type { StaffStore } from "../staff/staff-store";
import type { LeadMagnetStore } from "../lead-magnets/lead-magnet-store";
import type { MailStore } from "../mail/mail-store";
import type { PipelineStore } from "../pipeline/pipeline-store";
import type { AlertStore } from "../alerts/alert-store";
import type { PurgeCutoffs } from "./personal-data/personal-data-statements";
import type { ExportedMail } from "../mail/mail-file-export";
import type {
  ConsentLogRecord,
  DataRequestRecord,
  IdempotencyRecord,
  OutboxDelivery,
  OutboxItem,
  SaveResult,
  StoredLead,
  Submission,
} from "./lead-records";

// The record types are declared in lead-records.ts; this re-export keeps `store/lead-store` a
// complete import for code outside the mail, desk and outbox cycle.
export type * from "./lead-records";

/**
 * Everything stored about one e-mail address (GDPR art. 15 access, art. 20 portability): the
 * leads and data-subject requests as records, and one section per other table of the
 * personal-data map (the CRM deliveries, idempotency keys, the data room's requests, grants,
 * sessions and access log), rows with camel-cased column names and without secrets.
 */
export type SubjectData = {
  /** The person's leads with every declared field (the desk's workflow and estimate included). */
  leads: StoredLead[];
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
  /** The newsletter's subscriptions and suppression list (see `src/newsletter`). */
  readonly newsletter: NewsletterStore;
  /** The download links of lead-magnet requests (see `src/lead-magnets`). */
  readonly leadMagnets: LeadMagnetStore;
  /** The lead desk's workflow, notes and audit (see `src/desk`). */
  readonly desk: DeskStore;
  /** Replies from the desk and their templates (see `src/replies`). */
  readonly replies: ReplyStore;
  /** Each staff member's named views of the inbox and the spam folder (`src/desk`). */
  readonly views: SavedViewStore;
  /** Leads of one e-mail as one contact, and merging duplicates (see `src/contacts`). */
  readonly contacts: ContactStore;
  /** Bookings and payments from the scheduler's and the checkout's signed webhooks. */
  readonly integrations: IntegrationStore;
  /** Lead routing rules, first contacts and the reply clock's notices (see `src/pipeline`). */
  readonly pipeline: PipelineStore;
  /** Slack and Teams alert rules and their outbox (see `src/alerts`). */
  readonly alerts: AlertStore;
  /** The desk's reports (see `src/reports`): counted in the database. */
  readonly reports: ReportStore;
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
