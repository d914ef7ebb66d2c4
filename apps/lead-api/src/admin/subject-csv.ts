import type { DataRequestRecord, LeadRecord, SubjectData } from "../store/lead-store";

/** The columns of the CSV export, in order. */
export const CSV_COLUMNS = [
  "kind",
  "id",
  "receivedAt",
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "message",
  "leadType",
  "source",
  "pageUrl",
  "timestamp",
  "marketingConsent",
  "consentedAt",
  "consentTextVersion",
  "locale",
  "spamReason",
  "metadata",
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell starting
 * with `=`, `+`, `-`, `@`, tab or carriage return gets a leading apostrophe, so a spreadsheet
 * does not run it as a formula (OWASP "CSV Injection").
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function row(
  kind: string,
  record: LeadRecord | DataRequestRecord,
  spamReason: string | null,
): string {
  const { lead, consent } = record;
  const values = [
    kind,
    record.id,
    new Date(record.receivedAt).toISOString(),
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.company,
    lead.message,
    lead.leadType,
    lead.source,
    lead.pageUrl,
    lead.timestamp,
    String(consent.marketingConsent),
    consent.consentedAt === null ? "" : new Date(consent.consentedAt).toISOString(),
    consent.textVersion ?? "",
    consent.locale ?? "",
    spamReason ?? "",
    JSON.stringify(lead.metadata),
  ];
  return values.map(csvCell).join(",");
}

const text = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : String(value);

/**
 * A row of another section of the export (CRM deliveries, the data room's requests, codes,
 * sessions and access log): the section as `kind`, the fields whose names match a column in
 * that column, and every field of the row, as JSON, under `metadata`.
 */
function sectionRow(kind: string, fields: Record<string, unknown>): string {
  const values = CSV_COLUMNS.map((column) => {
    if (column === "kind") return kind;
    if (column === "metadata") return JSON.stringify(fields);
    return text(fields[column]);
  });
  return values.map(csvCell).join(",");
}

/**
 * Everything stored about a person as CSV with a header row and CRLF line ends (RFC 4180): the
 * leads and data-subject requests column by column, then one row per row of every other section.
 */
export function subjectCsv(data: SubjectData): string {
  const { leads, dataRequests, ...sections } = data;
  const lines = [
    CSV_COLUMNS.join(","),
    ...leads.map((lead) => row("lead", lead, lead.spamReason)),
    ...dataRequests.map((request) => row("data-request", request, null)),
    ...Object.entries(sections).flatMap(([kind, rows]) =>
      rows.map((fields) => sectionRow(kind, fields)),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
