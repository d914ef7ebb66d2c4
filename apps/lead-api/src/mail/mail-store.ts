import { DEFAULT_LOCALE, isLocale } from "@vantreo/i18n";
import {
  insertDataRequestStatement,
  rowToDataRequest,
  rowToLeadRecord,
  type RecordRow,
} from "../store/record-row";
import type { Row, StatementDatabase } from "../store/statement-database";
import { dataRequestStatements, followUpStatements } from "./follow-up-statements";
import { createIntegrationStore } from "../integrations/integration-store";
import { rowToAccount } from "../staff/staff-store";
import { rowToReply } from "../replies/reply-store";
import { dataRequestTokenDigest } from "./data-request-token";
import {
  DATAROOM_VERIFICATION_KIND,
  LEAD_REPLY_KIND,
  isDataRequestMail,
  isStaffAccountMail,
  type MailKind,
} from "./mail-kinds";
import { COUNTED_SQL, countRecipientStatements } from "./recipient-cap";
import { pipelineStatements } from "../pipeline/pipeline-statements";
import type {
  DataroomSubmissionRecord,
  MailItem,
  MailRecord,
  ReplyNoticeRecord,
  StaffMailRecord,
} from "./mail-records";

export type { MailItem } from "./mail-records";

/**
 * What the relay renders a claimed row from, read at send time: the lead, the data request for
 * the data-request kinds, or the data-room submission for its verification mail; null once
 * erased.
 */
export type MailJob = {
  item: MailItem;
  record: MailRecord | null;
  token: string | null;
  /** The subject export a `data-request-export` mail carries (JSON), else null. */
  attachment: string | null;
};

/** Mail rows by state. */
export type MailCounts = { pending: number; delivered: number; dead: number };

export type { NewsletterConfirmation } from "../newsletter/newsletter-store";

/** The answer to a data-rights verification token (see `POST /v1/data-rights/verify`). */
export type DataRequestVerification = "verified" | "expired" | "used" | "unknown";

/** The answer to releasing a lead that was flagged as spam. */
export type SpamRelease = "released" | "not-spam" | "unknown";

/** The mail outbox and newsletter subscriptions of either store. */
export type MailStore = ReturnType<typeof createMailStore>;

const OPEN = "delivered_at IS NULL AND dead_at IS NULL";

/** A `dataroom_submissions` row as its verification mail needs it. */
function rowToSubmission(row: Row): DataroomSubmissionRecord {
  const locale = String(row.locale);
  return {
    kind: "dataroom-submission",
    id: String(row.id),
    email: String(row.email),
    name: typeof row.name === "string" && row.name !== "" ? row.name : null,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
  };
}
const num = (value: unknown) => Number(value);

/**
 * The mail outbox over a {@link StatementDatabase}, so one implementation serves SQLite and
 * PostgreSQL. A claim moves the row's `next_attempt_at` to the end of its lease only if nobody
 * moved it first (compare-and-set), so relays of several instances never take the same row at
 * once; a relay that dies mid-send leaves the row due again once the lease ends.
 */
export function createMailStore(db: StatementDatabase) {
  async function claim(now: number, limit: number, leaseUntil: number): Promise<MailItem[]> {
    const due = await db.all(
      `SELECT id, lead_id, kind, attempts, next_attempt_at FROM mail_outbox WHERE ${OPEN} AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
      [now, limit],
    );
    const claimed = await Promise.all(
      due.map(async (row) => {
        const taken = await db.run([
          {
            sql: `UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ? AND next_attempt_at = ? AND ${OPEN}`,
            params: [leaseUntil, num(row.id), num(row.next_attempt_at)],
            mustChange: true,
          },
        ]);
        return taken ? row : null;
      }),
    );
    return claimed
      .filter((row): row is Row => row !== null)
      .map((row) => ({
        id: num(row.id),
        leadId: String(row.lead_id),
        kind: row.kind as MailKind,
        attempts: num(row.attempts),
      }));
  }

  /** Marks the row as being sent and reads what to render; null once erased or delivered. */
  async function start(item: MailItem, sendingUntil: number): Promise<MailJob | null> {
    const marked = await db.run([
      {
        sql: `UPDATE mail_outbox SET sending_until = ? WHERE id = ? AND ${OPEN}`,
        params: [sendingUntil, item.id],
        mustChange: true,
      },
    ]);
    if (!marked) return null;
    const [mail] = await db.all("SELECT token, attachment FROM mail_outbox WHERE id = ?", [
      item.id,
    ]);
    if (!mail) return null;
    const token = typeof mail.token === "string" ? mail.token : null;
    const attachment = typeof mail.attachment === "string" ? mail.attachment : null;
    if (isStaffAccountMail(item.kind))
      return { item, record: await staffMailRecord(item), token, attachment };
    if (item.kind === LEAD_REPLY_KIND) {
      // The reply and its lead as they are now: an erasure took both, and then nothing leaves.
      const [row] = await db.all("SELECT * FROM lead_replies WHERE id = ?", [item.leadId]);
      const [lead] = row
        ? await db.all("SELECT * FROM leads WHERE id = ?", [String(row.lead_id)])
        : [];
      const record =
        row && lead
          ? {
              id: item.leadId,
              reply: rowToReply(row),
              lead: rowToLeadRecord(lead as RecordRow).lead,
            }
          : null;
      return { item, record, token, attachment };
    }
    // `lead_id` names a `data_requests` row for the data-request kinds (no foreign key: either).
    if (item.kind === DATAROOM_VERIFICATION_KIND) {
      const [row] = await db.all(
        "SELECT id, email, name, locale FROM dataroom_submissions WHERE id = ?",
        [item.leadId],
      );
      return { item, record: row ? rowToSubmission(row) : null, token, attachment };
    }
    if (isDataRequestMail(item.kind)) {
      const [request] = await db.all("SELECT * FROM data_requests WHERE id = ?", [item.leadId]);
      const record = request ? rowToDataRequest(request as RecordRow) : null;
      return { item, record, token, attachment };
    }
    const [lead] = await db.all("SELECT * FROM leads WHERE id = ?", [item.leadId]);
    if (!lead) return { item, record: null, token, attachment };
    if (item.kind === "lead-reply-reminder" || item.kind === "lead-reply-escalation")
      return { item, record: await replyNoticeRecord(lead), token, attachment };
    const record = rowToLeadRecord(lead as RecordRow);
    // A booking notification announces the lead's bookings as they stand when it is sent.
    if (item.kind === "booking-notification") {
      const bookings = await createIntegrationStore(db).bookingsOf(record.id);
      return { item, record: { ...record, bookings }, token, attachment };
    }
    return { item, record, token, attachment };
  }

  /** A reply-clock notice's lead with its reply-by time and its owner, read at send time. */
  async function replyNoticeRecord(lead: Row): Promise<ReplyNoticeRecord> {
    const [owner] =
      lead.owner_id === null || lead.owner_id === undefined
        ? []
        : await db.all("SELECT name, email FROM staff_accounts WHERE id = ?", [
            String(lead.owner_id),
          ]);
    return {
      ...rowToLeadRecord(lead as RecordRow),
      replyNotice: {
        replyBy: num(lead.reply_by),
        ownerName: owner ? String(owner.name) : null,
        ownerEmail: owner ? String(owner.email) : null,
      },
    };
  }

  /** A staff mail's record at send time; null once the link or account is gone. */
  async function staffMailRecord(item: MailItem): Promise<StaffMailRecord | null> {
    if (item.kind === "staff-invitation") {
      const [row] = await db.all("SELECT * FROM staff_invitations WHERE id = ?", [item.leadId]);
      if (!row) return null;
      const locale = String(row.locale);
      const purpose = String(row.purpose);
      return {
        id: item.leadId,
        staffMail: "link",
        link: {
          purpose: purpose === "password" || purpose === "totp" ? purpose : "invite",
          name: String(row.name),
          email: String(row.email),
          inviter: String(row.invited_by),
          locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
        },
      };
    }
    if (item.kind === "staff-second-factor-alert") {
      const [row] = await db.all("SELECT * FROM staff_accounts WHERE id = ?", [item.leadId]);
      return row
        ? { id: item.leadId, staffMail: "second-factor-alert", account: rowToAccount(row) }
        : null;
    }
    const [account] = await db.all("SELECT email, name FROM staff_accounts WHERE id = ?", [
      item.leadId,
    ]);
    if (!account) return null;
    const owners = await db.all(
      "SELECT email, roles FROM staff_accounts WHERE disabled_at IS NULL ORDER BY email",
      [],
    );
    return {
      id: item.leadId,
      staffMail: "owner-added",
      account: { name: String(account.name), email: String(account.email) },
      owners: owners
        .filter((owner) => String(owner.roles).split(",").includes("owner"))
        .map((owner) => String(owner.email)),
    };
  }

  const update = (sql: string, params: (string | number | null)[]) =>
    db.run([{ sql: `UPDATE mail_outbox SET ${sql}`, params }]).then(() => undefined);

  async function verifyDataRequest(token: string, now: number): Promise<DataRequestVerification> {
    const digest = dataRequestTokenDigest(token);
    const [row] = await db.all(
      "SELECT verify_expires_at, verified_at FROM data_requests WHERE verify_digest = ?",
      [digest],
    );
    if (!row) return "unknown";
    if (row.verified_at !== null && row.verified_at !== undefined) return "used";
    if (num(row.verify_expires_at) <= now) return "expired";
    const done = await db.run([
      {
        sql: "UPDATE data_requests SET verified_at = ? WHERE verify_digest = ? AND verified_at IS NULL AND verify_expires_at > ?",
        params: [now, digest, now],
        mustChange: true,
      },
    ]);
    // A concurrent use of the same link won the race.
    return done ? "verified" : "used";
  }

  async function releaseSpam(leadId: string, now: number): Promise<SpamRelease> {
    const [row] = await db.all("SELECT * FROM leads WHERE id = ?", [leadId]);
    if (!row) return "unknown";
    const record = rowToLeadRecord(row as RecordRow);
    if (record.spamReason === null) return "not-spam";
    const done = await db.run(
      record.lead.leadType === "data-rights"
        ? [
            // A genuine /data-rights request is a data request, never a lead for the CRM: it moves
            // to `data_requests` (same id, so its audit and key rows follow) and gets its mails.
            {
              sql: "DELETE FROM leads WHERE id = ? AND spam_reason IS NOT NULL",
              params: [leadId],
              mustChange: true,
            },
            insertDataRequestStatement({ ...record, status: "open" }),
            ...dataRequestStatements({ ...record, status: "open" }, now),
          ]
        : [
            {
              sql: "UPDATE leads SET spam_reason = NULL WHERE id = ? AND spam_reason IS NOT NULL",
              params: [leadId],
              mustChange: true,
            },
            // Routed, and its reply clock starts now (src/pipeline).
            ...pipelineStatements({ ...record, spamReason: null }, now),
            ...followUpStatements({ ...record, spamReason: null }, now),
          ],
    );
    return done ? "released" : "not-spam";
  }

  async function countRecipient(item: MailItem, digest: string, now: number): Promise<boolean> {
    // A retry of a mail that was counted (and then failed to send) is not counted again.
    const counted = await db.all(COUNTED_SQL, [digest, item.id]);
    if (counted.length > 0) return true;
    return (await db.run(countRecipientStatements(digest, item.id, now))) !== null;
  }

  return {
    /** Claims up to `limit` due rows, hidden from other relays until `leaseUntil`. */
    claim,
    start,
    /** Delivered: the confirmation token (and an export's attachment) leave the database with it. */
    markSent: (item: MailItem, now: number) =>
      update(
        "delivered_at = ?, attempts = attempts + 1, token = NULL, attachment = NULL, last_error = NULL, sending_until = NULL WHERE id = ?",
        [now, item.id],
      ),
    scheduleRetry: (item: MailItem, attempts: number, nextAttemptAt: number, error: string) =>
      update(
        "attempts = ?, next_attempt_at = ?, last_error = ?, sending_until = NULL WHERE id = ?",
        [attempts, nextAttemptAt, error, item.id],
      ),
    markDead: (item: MailItem, attempts: number, now: number, error: string) =>
      update(
        "attempts = ?, dead_at = ?, token = NULL, attachment = NULL, last_error = ?, sending_until = NULL WHERE id = ?",
        [attempts, now, error, item.id],
      ),
    async counts(): Promise<MailCounts> {
      const [row] = await db.all(
        `SELECT SUM(CASE WHEN ${OPEN} THEN 1 ELSE 0 END) AS pending,
                SUM(CASE WHEN delivered_at IS NOT NULL THEN 1 ELSE 0 END) AS delivered,
                SUM(CASE WHEN dead_at IS NOT NULL THEN 1 ELSE 0 END) AS dead FROM mail_outbox`,
        [],
      );
      return {
        pending: num(row?.pending ?? 0),
        delivered: num(row?.delivered ?? 0),
        dead: num(row?.dead ?? 0),
      };
    },
    /**
     * Counts a mail to a visitor's address (by its keyed digest) against `MAIL_RECIPIENT_CAP`:
     * false, counting nothing, when the address had its share of mails in the last 24 hours.
     */
    countRecipient,
    /** Queues a mail of `kind` to a staff member about their own account (see `mail-kinds`). */
    queueStaffMail: (accountId: string, kind: MailKind, at: number) =>
      db
        .run([
          {
            sql: "INSERT INTO mail_outbox (lead_id, kind, token, created_at, next_attempt_at) VALUES (?, ?, NULL, ?, ?)",
            params: [accountId, kind, at, at],
          },
        ])
        .then(() => undefined),
    /**
     * `POST /v1/data-rights/verify`: marks the request whose receipt carried the link verified,
     * once (compare-and-set on `verified_at`), until `verify_expires_at`.
     */
    verifyDataRequest,
    /**
     * Releases a lead that was wrongly flagged as spam (the desk's action): clears the flag and
     * queues what a genuine lead queues at receipt (CRM row, e-mails), in one transaction; a
     * /data-rights submission becomes the data request it would have been, with its two mails.
     */
    releaseSpam,
  };
}
