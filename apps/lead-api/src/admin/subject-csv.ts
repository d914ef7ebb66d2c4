import { csvRow, type CsvSeparator } from "@vantreo/leads";
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

function values(
  kind: string,
  record: LeadRecord | DataRequestRecord,
  spamReason: string | null,
): string[] {
  const { lead, consent } = record;
  return [
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
}

/**
 * Everything stored about a person as CSV with a header row and CRLF line ends (RFC 4180), `,`
 * or `;` between cells. Every cell goes through `csvCell` of @vantreo/leads: what a visitor typed
 * can neither run as a spreadsheet formula nor spill into a cell of its own.
 */
export function subjectCsv(data: SubjectData, separator: CsvSeparator = ","): string {
  const lines = [
    csvRow(CSV_COLUMNS, separator),
    ...data.leads.map((lead) => csvRow(values("lead", lead, lead.spamReason), separator)),
    ...data.dataRequests.map((request) => csvRow(values("data-request", request, null), separator)),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
