import { defaultTemplateRows } from "./default-reply-templates";

/** Column types of one SQL dialect (`time`: ms since the epoch as a 64-bit integer). */
type Dialect = { time: string };

/** A SQL string literal (single quotes doubled, SQL-92), for the seeded template copy only. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Replies from the desk, contacts and the CRM's update events, as one migration of the lead store:
 *
 * - `lead_replies`: each mail staff wrote to a lead from its page, the text as sent, its
 *   `Message-ID` and the one it follows up (`In-Reply-To`, RFC 5322 section 3.6.4);
 * - `reply_templates`: the owners' templates per language, seeded with the defaults of
 *   `default-reply-templates.ts` as they were when this migration was released (later edits of
 *   that file change new databases only through a new migration);
 * - `leads.estimated_value` (whole US dollars, set by staff), `leads.merged_into`
 *   (the lead a duplicate was merged into) and an index on the lower-cased e-mail, which is
 *   what makes leads one contact;
 * - `outbox.data`: the snapshot a `lead.updated` or `lead.won` event carries (status, owner,
 *   estimated value at the change), so each event says what that change made, not what the lead
 *   is when the relay gets to it.
 *
 * Appended to both stores' migration lists; never edited once released.
 */
export function repliesMigration({ time }: Dialect): string {
  return `
  ALTER TABLE leads ADD COLUMN estimated_value ${time};
  ALTER TABLE leads ADD COLUMN merged_into TEXT;
  CREATE INDEX leads_contact ON leads (LOWER(email), received_at);
  ALTER TABLE outbox ADD COLUMN data TEXT;
  CREATE TABLE lead_replies (
    id TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL,
    staff_id TEXT NOT NULL,
    staff_email TEXT NOT NULL,
    staff_name TEXT NOT NULL,
    locale TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    msg_id TEXT NOT NULL UNIQUE,
    in_reply_to TEXT,
    created_at ${time} NOT NULL
  );
  CREATE INDEX lead_replies_lead ON lead_replies (lead_id, created_at);
  CREATE TABLE reply_templates (
    id TEXT NOT NULL,
    locale TEXT NOT NULL,
    title TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    updated_at ${time} NOT NULL,
    updated_by TEXT,
    PRIMARY KEY (id, locale)
  );
  ${templateSeedSql()}
  `;
}

/** The tables of {@link repliesMigration} that hold what staff did, for tests that empty the database. */
export const REPLY_TABLES = ["lead_replies"] as const;

/** The INSERTs of the default templates (the migration's seed; tests restore them with it). */
export function templateSeedSql(): string {
  return defaultTemplateRows()
    .map(
      (row) =>
        `INSERT INTO reply_templates (id, locale, title, subject, body, updated_at, updated_by) VALUES (${[
          row.id,
          row.locale,
          row.name,
          row.subject,
          row.body,
        ]
          .map(literal)
          .join(", ")}, 0, NULL);`,
    )
    .join("\n  ");
}
