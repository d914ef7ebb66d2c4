import { LeadSchema, type Lead } from "@vantreo/leads";
import type { ConsentEvidence, DataRequestRecord, LeadRecord } from "./lead-records";

/**
 * The columns shared by the `leads` and `data_requests` tables, in insert order. Both stores use
 * the same column names and value types (integers for booleans and times), so one mapping serves
 * SQLite and PostgreSQL.
 */
export const RECORD_COLUMNS = [
  "id",
  "received_at",
  "email",
  "first_name",
  "last_name",
  "phone",
  "company",
  "message",
  "lead_type",
  "source",
  "page_url",
  "client_timestamp",
  "metadata",
  "marketing_consent",
  "consent_at",
  "consent_text_version",
  "locale",
] as const;

/** A row of `leads` or `data_requests` as a driver returns it. */
export type RecordRow = Record<(typeof RECORD_COLUMNS)[number], unknown> & {
  spam_reason?: unknown;
  status?: unknown;
};

/** The values of {@link RECORD_COLUMNS} for a record. */
export function recordValues(record: {
  id: string;
  receivedAt: number;
  lead: Lead;
  consent: ConsentEvidence;
}): (string | number | null)[] {
  const { lead, consent } = record;
  return [
    record.id,
    record.receivedAt,
    lead.email,
    lead.firstName,
    lead.lastName,
    lead.phone,
    lead.company,
    lead.message,
    lead.leadType,
    lead.source,
    lead.pageUrl,
    lead.timestamp,
    JSON.stringify(lead.metadata),
    consent.marketingConsent ? 1 : 0,
    consent.consentedAt,
    consent.textVersion,
    consent.locale,
  ];
}

const nullableNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const nullableText = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

function rowParts(row: RecordRow) {
  // Parsed with the shared schema: a row edited by hand fails loudly instead of leaking out half-typed.
  const lead = LeadSchema.parse({
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    leadType: row.lead_type,
    source: row.source,
    pageUrl: row.page_url,
    timestamp: row.client_timestamp,
    metadata: JSON.parse(String(row.metadata)) as unknown,
  });
  const consent: ConsentEvidence = {
    marketingConsent: Number(row.marketing_consent) === 1,
    consentedAt: nullableNumber(row.consent_at),
    textVersion: nullableText(row.consent_text_version),
    locale: nullableText(row.locale),
    page: lead.pageUrl,
  };
  return { id: String(row.id), receivedAt: Number(row.received_at), lead, consent };
}

/** A `leads` row as a {@link LeadRecord}. */
export function rowToLeadRecord(row: RecordRow): LeadRecord {
  return { ...rowParts(row), spamReason: nullableText(row.spam_reason) };
}

/** A `data_requests` row as a {@link DataRequestRecord}. */
export function rowToDataRequest(row: RecordRow): DataRequestRecord {
  return { ...rowParts(row), status: "open" };
}
