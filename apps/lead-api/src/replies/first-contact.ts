import type { Statement } from "../store/statement-database";

/**
 * THE call site of "first contact" for a reply from the desk (issue 32, the one-business-day
 * clock): a reply records the lead's first contact in the reply's own transaction, once (a later
 * reply leaves the first time alone). The clock (reply-by time, reminders, escalation) reads
 * `leads.first_contact_at`; when it exposes `recordFirstContact(leadId, at)`, this is the one
 * place to call it from.
 */
export function recordFirstContact(leadId: string, at: number): Statement {
  return {
    sql: "UPDATE leads SET first_contact_at = ? WHERE id = ? AND first_contact_at IS NULL",
    params: [at, leadId],
  };
}
