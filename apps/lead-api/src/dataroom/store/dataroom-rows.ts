import type {
  AccessRequest,
  AccessRequestStatus,
  AuditEntry,
  AuditEvent,
  DataroomDocument,
  DocumentSummary,
} from "../dataroom-types";

/** A `dataroom_requests` row as either driver returns it (BIGINT already parsed to number). */
export type RequestRow = {
  id: string;
  name: string;
  email: string;
  firm: string;
  message: string;
  locale: string;
  status: string;
  requested_at: number;
  approved_at: number | null;
  expires_at: number | null;
  revoked_at: number | null;
};

/** The columns of a request row, prefixed for joins. */
export const REQUEST_COLUMNS = [
  "id",
  "name",
  "email",
  "firm",
  "message",
  "locale",
  "status",
  "requested_at",
  "approved_at",
  "expires_at",
  "revoked_at",
] as const;

/** Maps a request row to its record. */
export function rowToRequest(row: RequestRow): AccessRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    firm: row.firm,
    message: row.message,
    locale: row.locale,
    status: row.status as AccessRequestStatus,
    requestedAt: Number(row.requested_at),
    approvedAt: row.approved_at === null ? null : Number(row.approved_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  };
}

/** Picks the request columns of a joined row whose request columns are prefixed `r_`. */
export function joinedRequest(row: Record<string, unknown>): AccessRequest {
  const picked = Object.fromEntries(REQUEST_COLUMNS.map((column) => [column, row[`r_${column}`]]));
  return rowToRequest(picked as RequestRow);
}

/** The select list of the request columns prefixed `r_`, from table alias `r`. */
export const JOINED_REQUEST_COLUMNS = REQUEST_COLUMNS.map(
  (column) => `r.${column} AS r_${column}`,
).join(", ");

/** Maps a document row without its body. */
export function rowToSummary(row: Record<string, unknown>): DocumentSummary {
  return {
    slug: String(row.slug),
    title: String(row.title),
    description: String(row.description),
    updatedAt: Number(row.updated_at),
  };
}

/** Maps a whole document row. */
export function rowToDocument(row: Record<string, unknown>): DataroomDocument {
  return {
    ...rowToSummary(row),
    body: JSON.parse(String(row.body)) as DataroomDocument["body"],
    createdAt: Number(row.created_at),
  };
}

/** Maps a `dataroom_audit` row. */
export function rowToAudit(row: Record<string, unknown>): AuditEntry {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    at: Number(row.at),
    event: String(row.event) as AuditEvent,
    email: text(row.email),
    slug: text(row.slug),
    title: text(row.title),
    ipHash: text(row.ip_hash),
    userAgent: text(row.user_agent),
  };
}

/** The values of an audit entry in the column order of {@link AUDIT_COLUMNS}. */
export function auditValues(entry: AuditEntry) {
  return [
    entry.at,
    entry.event,
    entry.email,
    entry.slug,
    entry.title,
    entry.ipHash,
    entry.userAgent,
  ];
}

/** The audit columns written by {@link auditValues}. */
export const AUDIT_COLUMNS = "at, event, email, slug, title, ip_hash, user_agent";
