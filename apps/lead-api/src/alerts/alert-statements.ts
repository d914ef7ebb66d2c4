import type { LeadRecord } from "../store/lead-records";
import type { Statement } from "../store/statement-database";

/** The lead type that "every lead" leaves out: a newsletter signup is a subscriber, not a sale. */
export const NOT_ALERTED_BY_DEFAULT = "newsletter";

/**
 * The statement that queues one chat alert per enabled rule that matches the lead: a rule with
 * lead types fires for those types only; a rule without fires for every lead but a newsletter
 * signup. Run in the lead's own transaction (see `pipelineStatements`), so an alert leaves only
 * for a stored lead and is never lost; the relay renders it from the lead at send time.
 */
export function alertStatements(record: LeadRecord, at: number): Statement[] {
  const type = record.lead.leadType;
  return [
    {
      // `lead_types` is `,type,type,` (types are `[a-z-]`, so LIKE has nothing to escape).
      sql: `INSERT INTO alert_outbox (lead_id, rule_id, created_at, next_attempt_at)
        SELECT CAST(? AS TEXT), id, CAST(? AS BIGINT), CAST(? AS BIGINT) FROM alert_rules
        WHERE enabled = 1 AND ((lead_types = '' AND ? <> ?) OR lead_types LIKE ?)
        ORDER BY position`,
      params: [record.id, at, at, type, NOT_ALERTED_BY_DEFAULT, `%,${type},%`],
    },
  ];
}
