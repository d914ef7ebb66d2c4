import type { RemovalCounts, SubjectData } from "../lead-store";
import { rowToDataRequest, rowToStoredLead, type RecordRow } from "../record-row";
import type { Row, StatementDatabase } from "../statement-database";
import { placeholderCount, tablesOf, type TableCoverage } from "./personal-data-map";
import {
  countsByLabel,
  erasureStatements,
  purgeStatements,
  type PurgeCutoffs,
} from "./personal-data-statements";

const camel = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

// Secrets (digests of access codes and session tokens) stay out: GDPR art. 15(4).
function exportedRow(entry: TableCoverage, row: Row): Record<string, unknown> {
  const secret = new Set(entry.secret ?? []);
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !secret.has(column))
      .map(([column, value]) => [camel(column), value]),
  );
}

/**
 * Export (GDPR art. 15, 20), erasure (art. 17) and the retention purge (art. 5(1)(e)) on either
 * database, all built from `PERSONAL_DATA_MAP`: a table the map covers is exported, erased and
 * purged by construction.
 */
export function personalDataOperations(kind: "sqlite" | "postgres", db: StatementDatabase) {
  const tables = tablesOf(kind);
  return {
    async exportSubject(email: string): Promise<SubjectData> {
      const sections: Record<string, Record<string, unknown>[]> = {};
      for (const entry of tables) {
        if (!("where" in entry.subject)) continue;
        const { where, orderBy } = entry.subject;
        const rows = await db.all(
          `SELECT * FROM ${entry.table} WHERE ${where} ORDER BY ${orderBy}`,
          Array.from({ length: placeholderCount(where) }, () => email),
        );
        sections[entry.label] = rows.map((row) => exportedRow(entry, row));
        if (entry.table === "leads") sections.leads = (rows as RecordRow[]).map(rowToStoredLead);
        if (entry.table === "data_requests")
          sections.dataRequests = (rows as RecordRow[]).map(rowToDataRequest);
      }
      return sections as SubjectData;
    },
    async eraseSubject(email: string, at: number): Promise<RemovalCounts> {
      const { statements, labels } = erasureStatements(tables, email, at);
      return countsByLabel(labels, (await db.run(statements)) ?? []);
    },
    async purge(cutoffs: PurgeCutoffs): Promise<RemovalCounts> {
      const { statements, labels } = purgeStatements(tables, cutoffs);
      return countsByLabel(labels, (await db.run(statements)) ?? []);
    },
  };
}
