import type { Statement } from "../store/statement-database";

/**
 * The cap on mails to one address a visitor typed in (acknowledgements, newsletter confirmations,
 * data-request receipts, data-room verification links): at most {@link MAIL_RECIPIENT_CAP.mails}
 * in any rolling {@link MAIL_RECIPIENT_CAP.windowMs}. Five covers a real person's day (a contact
 * request, a newsletter signup, a data-rights request and a data-room request, and one of them
 * again), while a stranger who types someone else's address into the forms can make the firm mail
 * that person five times a day at most, whatever the number of IP addresses used (2026-11-28
 * T3-M1). Staff notifications, staff account mails and the subject export are not capped.
 */
export const MAIL_RECIPIENT_CAP = { mails: 5, windowMs: 24 * 60 * 60 * 1000 } as const;

/** What the relay writes about a mail the cap held back (`mail_outbox.last_error`). */
export const RECIPIENT_CAP_REASON = `recipient cap: ${MAIL_RECIPIENT_CAP.mails} mails to this address in 24 h already`;

/** The lock row of an address: `outbox_id` 0, never a mail (mail ids start at 1). */
const LOCK_ROW = 0;

/** The row counting `mailId` for the address, if it was counted before (a retried send). */
export const COUNTED_SQL =
  "SELECT 1 AS counted FROM mail_recipient_counts WHERE address_digest = ? AND outbox_id = ?";

/**
 * Counts mail `mailId` to the address with this digest, in one transaction, unless the address
 * already had {@link MAIL_RECIPIENT_CAP.mails} mails counted since `now - windowMs`: the last
 * statement then changes nothing and the unit is undone (`mustChange`). The first statement
 * writes the address's lock row, which PostgreSQL keeps locked to the commit, so two relays
 * counting mails to one address take turns and the count the second sees includes the first's;
 * SQLite has a single writer anyway.
 */
export function countRecipientStatements(digest: string, mailId: number, now: number): Statement[] {
  return [
    {
      sql: "INSERT INTO mail_recipient_counts (address_digest, outbox_id, counted_at) VALUES (?, ?, ?) ON CONFLICT (address_digest, outbox_id) DO UPDATE SET counted_at = excluded.counted_at",
      params: [digest, LOCK_ROW, now],
    },
    {
      sql: `INSERT INTO mail_recipient_counts (address_digest, outbox_id, counted_at)
            SELECT ?, ?, ? WHERE (SELECT COUNT(*) FROM mail_recipient_counts
              WHERE address_digest = ? AND outbox_id <> ${LOCK_ROW} AND counted_at > ?) < ?`,
      params: [
        digest,
        mailId,
        now,
        digest,
        now - MAIL_RECIPIENT_CAP.windowMs,
        MAIL_RECIPIENT_CAP.mails,
      ],
      mustChange: true,
    },
  ];
}
