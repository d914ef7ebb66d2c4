/**
 * `mail_recipient_counts`: one row per mail sent to an address a visitor typed in, keyed by a
 * keyed digest of the address (never the address), so the mail relay can cap the mails to one
 * recipient in a rolling 24 hours (see `mail/recipient-cap.ts`). `outbox_id` 0 is the address's
 * lock row, which serializes concurrent counts of one address on PostgreSQL. Rows are purged once
 * older than the window. The same statements in both dialects bar the integer type; appended to
 * both stores' migration lists; never edited once released.
 */
export function mailRecipientCountsMigration(types: { time: string }): string {
  return `
  CREATE TABLE mail_recipient_counts (
    address_digest TEXT NOT NULL,
    outbox_id ${types.time} NOT NULL,
    counted_at ${types.time} NOT NULL,
    PRIMARY KEY (address_digest, outbox_id)
  );
  CREATE INDEX mail_recipient_counts_counted_at ON mail_recipient_counts (counted_at);
  `;
}
