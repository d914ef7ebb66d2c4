import { SUBJECT_CSV_FIELDS } from "@vantreo/contracts/core";
import { csvRow, type CsvSeparator } from "@vantreo/leads";
import { csvText } from "../desk/lead-view";
import { fieldValue } from "../store/record-row";
import type { DataRequestRecord, LeadRecord, SubjectData } from "../store/lead-store";

/**
 * The columns of the CSV export, in order: the section's kind, then the lead record's fields
 * declared for this export (`SUBJECT_CSV_FIELDS`).
 */
export const CSV_COLUMNS: readonly string[] = [
  "kind",
  ...SUBJECT_CSV_FIELDS.map((spec) => spec.name),
];

function values(kind: string, record: LeadRecord | DataRequestRecord): string[] {
  return [kind, ...SUBJECT_CSV_FIELDS.map((spec) => csvText(spec, fieldValue(record, spec)))];
}

const text = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : String(value);

/**
 * The cells of a row of another section of the export (CRM deliveries, the data room's requests,
 * codes, sessions and access log): the section as `kind`, the fields whose names match a column
 * in that column, and every field of the row, as JSON, under `metadata`.
 */
function sectionValues(kind: string, fields: Record<string, unknown>): string[] {
  return CSV_COLUMNS.map((column) => {
    if (column === "kind") return kind;
    if (column === "metadata") return JSON.stringify(fields);
    return text(fields[column]);
  });
}

/**
 * Everything stored about a person as CSV with a header row and CRLF line ends (RFC 4180), `,`
 * or `;` between cells: the leads and data-subject requests column by column, then one row per
 * row of every other section. Every cell goes through `csvCell` of @vantreo/leads: what a visitor
 * typed can neither run as a spreadsheet formula nor spill into a cell of its own.
 */
export function subjectCsv(data: SubjectData, separator: CsvSeparator = ","): string {
  const { leads, dataRequests, ...sections } = data;
  const lines = [
    csvRow(CSV_COLUMNS, separator),
    ...leads.map((lead) => csvRow(values("lead", lead), separator)),
    ...dataRequests.map((request) => csvRow(values("data-request", request), separator)),
    ...Object.entries(sections).flatMap(([kind, rows]) =>
      rows.map((fields) => csvRow(sectionValues(kind, fields), separator)),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
