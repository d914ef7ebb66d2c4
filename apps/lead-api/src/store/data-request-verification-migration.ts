/** Column types of one SQL dialect. */
type Dialect = { time: string };

/**
 * The double opt-in of a /data-rights request (review T3-M2), as one migration of the lead store:
 * `data_requests` keeps the SHA-256 digest of the link mailed to the request's address
 * (`verify_digest`, never the token), until when it works (`verify_expires_at`) and when it was
 * followed (`verified_at`); a privacy officer's or owner's override of a missing verification
 * keeps its written reason, who gave it and when. `mail_outbox.attachment` holds the subject
 * export mailed to the request's address only until the mail is sent (or given up). Requests
 * stored before this migration have no link and stay unverified: the requester files again, or
 * an officer overrides with a reason. Appended to both stores' migration lists; never edited once
 * released.
 */
export function dataRequestVerificationMigration({ time }: Dialect): string {
  return `
  ALTER TABLE data_requests ADD COLUMN verify_digest TEXT;
  ALTER TABLE data_requests ADD COLUMN verify_expires_at ${time};
  ALTER TABLE data_requests ADD COLUMN verified_at ${time};
  ALTER TABLE data_requests ADD COLUMN override_reason TEXT;
  ALTER TABLE data_requests ADD COLUMN override_by TEXT;
  ALTER TABLE data_requests ADD COLUMN override_at ${time};
  CREATE UNIQUE INDEX data_requests_verify_digest ON data_requests (verify_digest);
  ALTER TABLE mail_outbox ADD COLUMN attachment TEXT;
  `;
}
