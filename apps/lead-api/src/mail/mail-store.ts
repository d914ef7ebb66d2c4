import {
  RECORD_COLUMNS,
  recordValues,
  rowToDataRequest,
  rowToLeadRecord,
  type RecordRow,
} from "../store/record-row";
import type { Row, StatementDatabase } from "../store/statement-database";
import {
  crmOutboxStatement,
  dataRequestStatements,
  followUpStatements,
} from "./follow-up-statements";
import { rowToAccount } from "../staff/staff-store";
import { isDataRequestMail, isStaffAccountMail, type MailKind } from "./mail-kinds";
import { newsletterTokenDigest } from "./newsletter-token";
import type { MailSubject } from "./render-mail";

/** A due mail row claimed for sending. */
export type MailItem = { id: number; leadId: string; kind: MailKind; attempts: number };

/**
 * What the relay renders a claimed row from, read at send time: the lead, or the data request for
 * the data-request kinds; null once erased.
 */
export type MailJob = { item: MailItem; record: MailSubject | null; token: string | null };

/** Mail rows by state. */
export type MailCounts = { pending: number; delivered: number; dead: number };

/** The answer to a confirmation token (see `POST /v1/newsletter/confirm`). */
export type NewsletterConfirmation = "confirmed" | "expired" | "used" | "unknown";

/** The answer to releasing a lead that was flagged as spam. */
export type SpamRelease = "released" | "not-spam" | "unknown";

/** The mail outbox and newsletter subscriptions of either store. */
export type MailStore = ReturnType<typeof createMailStore>;

const OPEN = "delivered_at IS NULL AND dead_at IS NULL";
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
    const [mail] = await db.all("SELECT token FROM mail_outbox WHERE id = ?", [item.id]);
    if (!mail) return null;
    const token = typeof mail.token === "string" ? mail.token : null;
    // `lead_id` names a `data_requests` row for the data-request kinds, a `staff_accounts` row
    // for a staff member's own mails (no foreign key: any of them).
    if (isStaffAccountMail(item.kind)) {
      const [account] = await db.all("SELECT * FROM staff_accounts WHERE id = ?", [item.leadId]);
      return { item, record: account ? rowToAccount(account) : null, token };
    }
    if (isDataRequestMail(item.kind)) {
      const [request] = await db.all("SELECT * FROM data_requests WHERE id = ?", [item.leadId]);
      return { item, record: request ? rowToDataRequest(request as RecordRow) : null, token };
    }
    const [lead] = await db.all("SELECT * FROM leads WHERE id = ?", [item.leadId]);
    return { item, record: lead ? rowToLeadRecord(lead as RecordRow) : null, token };
  }

  const update = (sql: string, params: (string | number | null)[]) =>
    db.run([{ sql: `UPDATE mail_outbox SET ${sql}`, params }]).then(() => undefined);

  async function confirmNewsletter(token: string, now: number): Promise<NewsletterConfirmation> {
    const digest = newsletterTokenDigest(token);
    const [row] = await db.all(
      "SELECT lead_id, expires_at, confirmed_at FROM newsletter_subscriptions WHERE token_digest = ?",
      [digest],
    );
    if (!row) return "unknown";
    if (row.confirmed_at !== null && row.confirmed_at !== undefined) return "used";
    if (num(row.expires_at) <= now) return "expired";
    // The confirmation and the CRM row commit together: only a confirmed signup is forwarded.
    const done = await db.run([
      {
        sql: "UPDATE newsletter_subscriptions SET confirmed_at = ? WHERE token_digest = ? AND confirmed_at IS NULL AND expires_at > ?",
        params: [now, digest, now],
        mustChange: true,
      },
      crmOutboxStatement(String(row.lead_id), now),
    ]);
    // A concurrent confirmation of the same link won the race.
    return done ? "confirmed" : "used";
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
            {
              sql: `INSERT INTO data_requests (${RECORD_COLUMNS.join(", ")}) VALUES (${RECORD_COLUMNS.map(() => "?").join(", ")})`,
              params: recordValues(record),
            },
            ...dataRequestStatements({ ...record, status: "open" }, now),
          ]
        : [
            {
              sql: "UPDATE leads SET spam_reason = NULL WHERE id = ? AND spam_reason IS NOT NULL",
              params: [leadId],
              mustChange: true,
            },
            ...followUpStatements({ ...record, spamReason: null }, now),
          ],
    );
    return done ? "released" : "not-spam";
  }

  return {
    /** Claims up to `limit` due rows, hidden from other relays until `leaseUntil`. */
    claim,
    start,
    /** Delivered: the confirmation token leaves the database with the mail. */
    markSent: (item: MailItem, now: number) =>
      update(
        "delivered_at = ?, attempts = attempts + 1, token = NULL, last_error = NULL, sending_until = NULL WHERE id = ?",
        [now, item.id],
      ),
    scheduleRetry: (item: MailItem, attempts: number, nextAttemptAt: number, error: string) =>
      update(
        "attempts = ?, next_attempt_at = ?, last_error = ?, sending_until = NULL WHERE id = ?",
        [attempts, nextAttemptAt, error, item.id],
      ),
    markDead: (item: MailItem, attempts: number, now: number, error: string) =>
      update(
        "attempts = ?, dead_at = ?, token = NULL, last_error = ?, sending_until = NULL WHERE id = ?",
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
    /** `POST /v1/newsletter/confirm`: single use, until `expires_at`; queues the CRM row. */
    confirmNewsletter,
    /**
     * Releases a lead that was wrongly flagged as spam (the desk's action): clears the flag and
     * queues what a genuine lead queues at receipt (CRM row, e-mails), in one transaction; a
     * /data-rights submission becomes the data request it would have been, with its two mails.
     */
    releaseSpam,
  };
}
