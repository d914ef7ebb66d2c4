import {
  auditStatement,
  rowToDeskLead,
  type DeskAuditEntry,
  type DeskLead,
} from "../desk/desk-store";
import type { Row, Statement, StatementDatabase } from "../store/statement-database";

/** One contact of the inbox grouped by contact: the leads of one e-mail, case-insensitive. */
export type ContactRow = {
  /** The lower-cased e-mail: what makes leads one contact. */
  email: string;
  leadCount: number;
  latest: DeskLead;
  statuses: DeskLead["status"][];
};

/** What a merge of a duplicate into the lead kept writes. */
export type MergeWrite = {
  duplicate: DeskLead;
  into: DeskLead;
  /** The audit rows of both leads (`lead.merged` on the duplicate, `lead.merged-from` on the kept one). */
  audits: [DeskAuditEntry, DeskAuditEntry];
  /** The CRM's change event of the duplicate (archived), in the same transaction. */
  events: Statement[];
};

const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/**
 * Contacts over a {@link StatementDatabase}: leads from the same e-mail (compared lower-cased, the
 * `leads_contact` index) are one contact. Spam is never part of a contact.
 */
export function createContactStore(db: StatementDatabase) {
  return {
    /** Every genuine lead of the contact of `email`, oldest first. */
    async leadsOf(email: string): Promise<DeskLead[]> {
      const rows = await db.all(
        "SELECT * FROM leads WHERE LOWER(email) = LOWER(?) AND spam_reason IS NULL ORDER BY received_at, id",
        [email],
      );
      return rows.map(rowToDeskLead);
    },
    /** The desk history of several leads (a contact's), oldest first. */
    async historyOf(leadIds: string[]): Promise<DeskAuditEntry[]> {
      if (leadIds.length === 0) return [];
      const rows = await db.all(
        `SELECT * FROM desk_audit WHERE lead_id IN (${placeholders(leadIds.length)}) ORDER BY at, id`,
        leadIds,
      );
      return rows.map((row: Row) => ({
        leadId: String(row.lead_id),
        actorId: String(row.actor_id),
        actorEmail: String(row.actor_email),
        event: String(row.event),
        details: JSON.parse(String(row.details)) as Record<string, unknown>,
        at: Number(row.at),
      }));
    },
    /**
     * A page of contacts, the one with the newest lead first (ties by e-mail), and how many there
     * are: one GROUP BY over the lower-cased e-mail, then the page's leads.
     */
    async listContacts(
      page: number,
      size: number,
    ): Promise<{ items: ContactRow[]; total: number }> {
      const [count] = await db.all(
        "SELECT COUNT(DISTINCT LOWER(email)) AS n FROM leads WHERE spam_reason IS NULL",
        [],
      );
      const groups = await db.all(
        `SELECT LOWER(email) AS contact, COUNT(*) AS n, MAX(received_at) AS latest FROM leads
         WHERE spam_reason IS NULL GROUP BY LOWER(email) ORDER BY latest DESC, contact LIMIT ? OFFSET ?`,
        [size, (page - 1) * size],
      );
      const emails = groups.map((group) => String(group.contact));
      const rows =
        emails.length === 0
          ? []
          : await db.all(
              `SELECT * FROM leads WHERE LOWER(email) IN (${placeholders(emails.length)}) AND spam_reason IS NULL ORDER BY received_at DESC, id DESC`,
              emails,
            );
      const byContact = new Map<string, DeskLead[]>();
      for (const lead of rows.map(rowToDeskLead)) {
        const key = lead.lead.email.toLowerCase();
        byContact.set(key, [...(byContact.get(key) ?? []), lead]);
      }
      const items = groups.flatMap((group) => {
        const email = String(group.contact);
        const leads = byContact.get(email) ?? [];
        const latest = leads[0];
        if (!latest) return [];
        return [
          {
            email,
            leadCount: Number(group.n),
            latest,
            statuses: leads.map((lead) => lead.status),
          },
        ];
      });
      return { items, total: Number(count?.n ?? 0) };
    },
    /**
     * Merges a duplicate into the lead kept: the duplicate names the kept lead (`merged_into`),
     * is archived (it leaves the inbox; its history, notes and replies stay where they are, and
     * the contact's timeline shows them all), both leads' versions move on and both get a history
     * entry, in one transaction. False when either lead changed meanwhile (versions are
     * compared) or the duplicate was merged already.
     */
    async merge(write: MergeWrite): Promise<boolean> {
      const { duplicate, into, audits, events } = write;
      const at = audits[0].at;
      const done = await db.run([
        {
          sql: "UPDATE leads SET merged_into = ?, status = 'archived', version = version + 1, updated_at = ? WHERE id = ? AND version = ? AND merged_into IS NULL",
          params: [into.id, at, duplicate.id, duplicate.version],
          mustChange: true,
        },
        {
          sql: "UPDATE leads SET version = version + 1, updated_at = ? WHERE id = ? AND version = ? AND merged_into IS NULL",
          params: [at, into.id, into.version],
          mustChange: true,
        },
        auditStatement(audits[0]),
        auditStatement(audits[1]),
        ...events,
      ]);
      return done !== null;
    },
  };
}

/** The contacts of either database. */
export type ContactStore = ReturnType<typeof createContactStore>;
