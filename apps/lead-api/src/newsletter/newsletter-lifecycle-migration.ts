/**
 * The newsletter's lifecycle after the double opt-in: a subscription learns when it was ended
 * (`unsubscribed_at`), and `newsletter_suppressions` keeps a keyed digest of every address that
 * unsubscribed (HMAC-SHA256 under the lead API's fixed key, never the address), so no
 * non-transactional mail reaches it again, also after its subscription and lead are erased
 * (the privacy policy's suppression list). Appended to both stores' migration lists; never edited
 * once released.
 */
export function newsletterLifecycleMigration({ time }: { time: string }): string {
  return `
  ALTER TABLE newsletter_subscriptions ADD COLUMN unsubscribed_at ${time};
  CREATE TABLE newsletter_suppressions (
    address_digest TEXT PRIMARY KEY,
    suppressed_at ${time} NOT NULL
  );
  `;
}

/** The tables of {@link newsletterLifecycleMigration}, for tests that empty the database. */
export const NEWSLETTER_TABLES = ["newsletter_suppressions"] as const;
