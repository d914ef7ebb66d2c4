import { LEAD_FIELDS, SHARED_LEAD_FIELDS, type LeadFieldSpec } from "@vantreo/contracts/core";
import { LeadSchema, type Lead } from "@vantreo/leads";
import type { ConsentEvidence, DataRequestRecord, LeadRecord, StoredLead } from "./lead-records";
import type { Statement } from "./statement-database";

/**
 * The columns shared by the `leads` and `data_requests` tables, in insert order: the lead
 * record's declaration (`LEAD_FIELDS` of @vantreo/contracts) read once. Both stores use the same
 * column names and value types (integers for booleans and times), so one mapping serves SQLite
 * and PostgreSQL.
 */
export const RECORD_COLUMNS: readonly string[] = SHARED_LEAD_FIELDS.map((spec) => spec.column);

/** A row of `leads` or `data_requests` as a driver returns it. */
export type RecordRow = Record<string, unknown>;

type Parts = { record: Record<string, unknown>; lead: Lead; consent: ConsentEvidence };

/** The value a record holds for a declared field (by its part and key), or undefined. */
export function fieldValue(record: object, spec: LeadFieldSpec): unknown {
  if (spec.part === null) return undefined;
  const holder: unknown =
    spec.part === "record" ? record : (record as Record<string, unknown>)[spec.part];
  return holder === null || typeof holder !== "object"
    ? undefined
    : (holder as Record<string, unknown>)[spec.key];
}

/** A record's value as its column stores it (0/1 flags, JSON text, ms times). */
function toColumn(spec: LeadFieldSpec, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  switch (spec.kind) {
    case "flag":
      return value === true ? 1 : 0;
    case "json":
      return JSON.stringify(value);
    case "text":
      return String(value);
    default:
      return Number(value);
  }
}

/** A column's value as the record holds it. */
function fromColumn(spec: LeadFieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (spec.kind) {
    case "flag":
      return Number(value) === 1;
    case "json":
      return JSON.parse(String(value)) as unknown;
    case "text":
      return String(value);
    default:
      return Number(value);
  }
}

/** The values of {@link RECORD_COLUMNS} for a record. */
export function recordValues(record: {
  id: string;
  receivedAt: number;
  lead: Lead;
  consent: ConsentEvidence;
}): (string | number | null)[] {
  return SHARED_LEAD_FIELDS.map((spec) => toColumn(spec, fieldValue(record, spec)));
}

const columnList = RECORD_COLUMNS.join(", ");
const placeholders = RECORD_COLUMNS.map(() => "?").join(", ");

/** The INSERT of a lead (its shared columns and the spam verdict; the rest take their defaults). */
export function insertLeadStatement(record: LeadRecord): Statement {
  return {
    sql: `INSERT INTO leads (${columnList}, spam_reason) VALUES (${placeholders}, ?)`,
    params: [...recordValues(record), record.spamReason],
  };
}

/** The INSERT of a data-subject request (its shared columns; its status takes the default). */
export function insertDataRequestStatement(record: DataRequestRecord): Statement {
  return {
    sql: `INSERT INTO data_requests (${columnList}) VALUES (${placeholders})`,
    params: recordValues(record),
  };
}

/** The record of a row: each declared field the row has, in its part, as the record holds it. */
function rowParts(row: RecordRow, fields: readonly LeadFieldSpec[]): Parts {
  const parts: Record<"record" | "lead" | "consent", Record<string, unknown>> = {
    record: {},
    lead: {},
    consent: {},
  };
  for (const spec of fields) {
    if (spec.part === null || !(spec.column in row)) continue;
    parts[spec.part][spec.key] = fromColumn(spec, row[spec.column]);
  }
  // Parsed with the shared schema: a row edited by hand fails loudly instead of leaking out half-typed.
  const lead = LeadSchema.parse(parts.lead);
  const consent = { ...parts.consent, page: lead.pageUrl } as ConsentEvidence;
  return { record: parts.record, lead, consent };
}

/** A `leads` row (every column) as the stored lead with its desk workflow. */
export function rowToStoredLead(row: RecordRow): StoredLead {
  const { record, lead, consent } = rowParts(row, LEAD_FIELDS);
  return { ...record, lead, consent } as StoredLead;
}

/** A `leads` row as a {@link LeadRecord}. */
export function rowToLeadRecord(row: RecordRow): LeadRecord {
  const { record, lead, consent } = rowParts(row, LEAD_FIELDS);
  return {
    id: String(record.id),
    receivedAt: Number(record.receivedAt),
    lead,
    consent,
    spamReason: (record.spamReason as string | null | undefined) ?? null,
  };
}

/** A `data_requests` row as a {@link DataRequestRecord}. */
export function rowToDataRequest(row: RecordRow): DataRequestRecord {
  const { record, lead, consent } = rowParts(row, SHARED_LEAD_FIELDS);
  return {
    id: String(record.id),
    receivedAt: Number(record.receivedAt),
    lead,
    consent,
    status: "open",
  };
}
