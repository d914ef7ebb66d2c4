import { isLocale, type Locale } from "@vantreo/i18n";
import { mailStatement } from "../mail/follow-up-statements";
import { auditStatement, bumpStatement, type DeskAuditEntry } from "../desk/desk-store";
import type { Row, StatementDatabase } from "../store/statement-database";
import { recordFirstContact } from "./first-contact";

/** A reply template in one language, as stored. */
export type StoredTemplate = {
  id: string;
  locale: Locale;
  name: string;
  subject: string;
  body: string;
  updatedAt: number | null;
  updatedBy: string | null;
};

/** One reply from the desk, as sent (the text without the signature, which the mail adds). */
export type StoredReply = {
  id: string;
  leadId: string;
  staffId: string;
  staffEmail: string;
  staffName: string;
  locale: Locale;
  subject: string;
  body: string;
  /** The `Message-ID` the mail carries, with its angle brackets (RFC 5322 section 3.6.4). */
  messageId: string;
  /** The `Message-ID` of the previous reply to the same lead, or null for the first. */
  inReplyTo: string | null;
  createdAt: number;
};

const toLocale = (value: unknown): Locale => {
  const text = String(value);
  return isLocale(text) ? text : "en";
};

function rowToTemplate(row: Row): StoredTemplate {
  const updatedAt = Number(row.updated_at);
  return {
    id: String(row.id),
    locale: toLocale(row.locale),
    name: String(row.title),
    subject: String(row.subject),
    body: String(row.body),
    // The seeded copy carries 0: nobody edited it.
    updatedAt: updatedAt > 0 ? updatedAt : null,
    updatedBy: typeof row.updated_by === "string" ? row.updated_by : null,
  };
}

/** A `lead_replies` row as the mail, the history and the export read it. */
export function rowToReply(row: Row): StoredReply {
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    staffId: String(row.staff_id),
    staffEmail: String(row.staff_email),
    staffName: String(row.staff_name),
    locale: toLocale(row.locale),
    subject: String(row.subject),
    body: String(row.body),
    messageId: String(row.msg_id),
    inReplyTo: typeof row.in_reply_to === "string" ? row.in_reply_to : null,
    createdAt: Number(row.created_at),
  };
}

/**
 * Replies from the desk and their templates over a {@link StatementDatabase}, so one
 * implementation serves SQLite and PostgreSQL.
 */
export function createReplyStore(db: StatementDatabase) {
  return {
    /** Every template in every language, by template then language. */
    async listTemplates(): Promise<StoredTemplate[]> {
      const rows = await db.all("SELECT * FROM reply_templates ORDER BY id, locale", []);
      return rows.map(rowToTemplate);
    },
    async findTemplate(id: string, locale: Locale): Promise<StoredTemplate | null> {
      const [row] = await db.all("SELECT * FROM reply_templates WHERE id = ? AND locale = ?", [
        id,
        locale,
      ]);
      return row ? rowToTemplate(row) : null;
    },
    /** An owner's edit of one template's language, audited; false when it does not exist. */
    async updateTemplate(
      template: Pick<StoredTemplate, "id" | "locale" | "name" | "subject" | "body">,
      audit: DeskAuditEntry,
    ): Promise<boolean> {
      const done = await db.run([
        {
          sql: "UPDATE reply_templates SET title = ?, subject = ?, body = ?, updated_at = ?, updated_by = ? WHERE id = ? AND locale = ?",
          params: [
            template.name,
            template.subject,
            template.body,
            audit.at,
            audit.actorEmail,
            template.id,
            template.locale,
          ],
          mustChange: true,
        },
        auditStatement(audit),
      ]);
      return done !== null;
    },
    /** A lead's replies, oldest first. */
    async listReplies(leadId: string): Promise<StoredReply[]> {
      const rows = await db.all(
        "SELECT * FROM lead_replies WHERE lead_id = ? ORDER BY created_at, id",
        [leadId],
      );
      return rows.map(rowToReply);
    },
    /** The replies of several leads (a contact's), oldest first. */
    async repliesOf(leadIds: string[]): Promise<StoredReply[]> {
      if (leadIds.length === 0) return [];
      const rows = await db.all(
        `SELECT * FROM lead_replies WHERE lead_id IN (${leadIds.map(() => "?").join(", ")}) ORDER BY created_at, id`,
        leadIds,
      );
      return rows.map(rowToReply);
    },
    async findReply(id: string): Promise<StoredReply | null> {
      const [row] = await db.all("SELECT * FROM lead_replies WHERE id = ?", [id]);
      return row ? rowToReply(row) : null;
    },
    /**
     * Sends a reply: its row, its mail (`lead-reply`, the row's id as `mail_outbox.lead_id`), the
     * history entry with the text sent, the lead's version bump and its first contact, in one
     * transaction; false when the lead is gone or the previous reply is no longer the newest
     * (a colleague replied meanwhile: `inReplyTo` would be wrong, so nothing is sent).
     */
    async sendReply(reply: StoredReply, audit: DeskAuditEntry): Promise<boolean> {
      const newest = reply.inReplyTo === null ? "IS NULL" : "= ?";
      const done = await db.run([
        // The follow-up guard: the reply we answer is still the lead's newest (or there is none).
        {
          sql: `INSERT INTO lead_replies (id, lead_id, staff_id, staff_email, staff_name, locale, subject, body, msg_id, in_reply_to, created_at)
            SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE (SELECT msg_id FROM lead_replies WHERE lead_id = ? ORDER BY created_at DESC, id DESC LIMIT 1) ${newest}`,
          params: [
            reply.id,
            reply.leadId,
            reply.staffId,
            reply.staffEmail,
            reply.staffName,
            reply.locale,
            reply.subject,
            reply.body,
            reply.messageId,
            reply.inReplyTo,
            reply.createdAt,
            reply.leadId,
            ...(reply.inReplyTo === null ? [] : [reply.inReplyTo]),
          ],
          mustChange: true,
        },
        bumpStatement(reply.leadId, reply.createdAt, undefined),
        mailStatement(reply.id, "lead-reply", reply.createdAt),
        auditStatement(audit),
        recordFirstContact(reply.leadId, reply.createdAt),
      ]);
      return done !== null;
    },
  };
}

/** The replies and templates of either database. */
export type ReplyStore = ReturnType<typeof createReplyStore>;
