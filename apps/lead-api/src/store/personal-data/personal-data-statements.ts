import type { Statement } from "../statement-database";
import {
  placeholderCount,
  type ErasureAction,
  type RetentionClock,
  type TableCoverage,
} from "./personal-data-map";

/** Cut-off times of a retention purge (ms since the epoch), one per clock of the map. */
export type PurgeCutoffs = Record<RetentionClock, number>;

const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

function erasureStatement(
  entry: TableCoverage,
  action: ErasureAction,
  where: string,
  email: string,
  at: number,
): Statement {
  const emails = times(placeholderCount(where), email);
  if (action.kind === "delete")
    return { sql: `DELETE FROM ${entry.table} WHERE ${where}`, params: emails };
  if (action.kind === "anonymise") {
    const set = action.columns.map((column) => `${column} = NULL`).join(", ");
    return { sql: `UPDATE ${entry.table} SET ${set} WHERE ${where}`, params: emails };
  }
  // The notice is due once a send of the lead that had already begun (`sending_until`, set by
  // the relay before it sends) is over, so it can never reach the CRM before the lead itself.
  return {
    sql: `UPDATE ${entry.table} SET event = 'lead.erased', created_at = ?, attempts = 0,
      next_attempt_at = CASE WHEN sending_until > ? THEN sending_until ELSE ? END,
      sending_until = NULL, delivered_at = NULL, dead_at = NULL, last_error = NULL
      WHERE event = 'lead.created' AND ${where}`,
    params: [at, at, at, ...emails],
  };
}

/**
 * The statements of an erasure (GDPR art. 17), one per covered table in the map's order, to run
 * in one transaction: every row found through the table's subject link is deleted or anonymised,
 * and each lead queued for the CRM gets its `lead.erased` notice in the same transaction.
 */
export function erasureStatements(
  tables: readonly TableCoverage[],
  email: string,
  at: number,
): { statements: Statement[]; labels: string[] } {
  const statements: Statement[] = [];
  const labels: string[] = [];
  for (const entry of tables) {
    if (!entry.erase || !("where" in entry.subject)) continue;
    statements.push(erasureStatement(entry, entry.erase, entry.subject.where, email, at));
    labels.push(entry.label);
  }
  return { statements, labels };
}

/** The retention purge: every rule of every table, each `?` bound to its clock's cut-off. */
export function purgeStatements(
  tables: readonly TableCoverage[],
  cutoffs: PurgeCutoffs,
): { statements: Statement[]; labels: string[] } {
  const statements: Statement[] = [];
  const labels: string[] = [];
  for (const entry of tables) {
    for (const rule of entry.retention) {
      statements.push({
        sql: `DELETE FROM ${entry.table} WHERE ${rule.where}`,
        params: times(placeholderCount(rule.where), cutoffs[rule.clock]),
      });
      labels.push(entry.label);
    }
  }
  return { statements, labels };
}

/** Changed-row counts summed by label. */
export function countsByLabel(labels: string[], changes: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  labels.forEach((label, index) => {
    counts[label] = (counts[label] ?? 0) + (changes[index] ?? 0);
  });
  return counts;
}
