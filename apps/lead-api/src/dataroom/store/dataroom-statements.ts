import type { AccessGrant, AuditEntry, DataroomDocument, InvestorSession } from "../dataroom-types";
import type { Statement } from "../../store/statement-database";
import { AUDIT_COLUMNS, auditValues } from "./dataroom-rows";

/** The audit insert. */
export function auditStatement(entry: AuditEntry): Statement {
  return {
    sql: `INSERT INTO dataroom_audit (${AUDIT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    params: auditValues(entry),
  };
}

/**
 * Approval: the request becomes approved with the new expiry (`mustChange`: an unknown id undoes
 * the unit), earlier codes end, their sessions go, the new grant and the audit row are written.
 */
export function approveStatements(grant: AccessGrant, audit: AuditEntry): Statement[] {
  return [
    {
      sql: "UPDATE dataroom_requests SET status = 'approved', approved_at = ?, expires_at = ?, revoked_at = NULL WHERE id = ?",
      params: [grant.createdAt, grant.expiresAt, grant.requestId],
      mustChange: true,
    },
    {
      sql: "UPDATE dataroom_grants SET ended_at = ? WHERE request_id = ? AND ended_at IS NULL",
      params: [grant.createdAt, grant.requestId],
    },
    { sql: "DELETE FROM dataroom_sessions WHERE request_id = ?", params: [grant.requestId] },
    {
      sql: "INSERT INTO dataroom_grants (id, request_id, code_digest, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
      params: [grant.id, grant.requestId, grant.codeDigest, grant.createdAt, grant.expiresAt],
    },
    auditStatement(audit),
  ];
}

/** Revocation: status, every code ended, every session deleted (access ends at once), audit. */
export function revokeStatements(requestId: string, at: number, audit: AuditEntry): Statement[] {
  return [
    {
      sql: "UPDATE dataroom_requests SET status = 'revoked', revoked_at = ? WHERE id = ?",
      params: [at, requestId],
      mustChange: true,
    },
    {
      sql: "UPDATE dataroom_grants SET ended_at = ? WHERE request_id = ? AND ended_at IS NULL",
      params: [at, requestId],
    },
    { sql: "DELETE FROM dataroom_sessions WHERE request_id = ?", params: [requestId] },
    auditStatement(audit),
  ];
}

/** A new investor session, with its audit row; expired sessions are dropped on the way. */
export function createSessionStatements(session: InvestorSession, audit: AuditEntry): Statement[] {
  return [
    { sql: "DELETE FROM dataroom_sessions WHERE expires_at <= ?", params: [session.createdAt] },
    {
      sql: "INSERT INTO dataroom_sessions (token_digest, request_id, grant_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
      params: [
        session.tokenDigest,
        session.requestId,
        session.grantId,
        session.csrfToken,
        session.createdAt,
        session.expiresAt,
      ],
    },
    auditStatement(audit),
  ];
}

/** One insert per document; a taken slug changes no row. */
export function insertDocumentStatements(documents: DataroomDocument[]): Statement[] {
  return documents.map((document) => ({
    sql: "INSERT INTO dataroom_documents (slug, title, description, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING",
    params: [
      document.slug,
      document.title,
      document.description,
      JSON.stringify(document.body),
      document.createdAt,
      document.updatedAt,
    ],
  }));
}

/** A failure per key, and failures older than `forgetBefore` forgotten. */
export function recordFailureStatements(
  keys: string[],
  at: number,
  forgetBefore: number,
): Statement[] {
  return [
    ...keys.map((key) => ({
      sql: "INSERT INTO dataroom_failures (key, at) VALUES (?, ?)",
      params: [key, at],
    })),
    { sql: "DELETE FROM dataroom_failures WHERE at < ?", params: [forgetBefore] },
  ];
}

/** SQL reading a session with its grant's end and its request (alias `r`). */
export const SESSION_QUERY = (columns: string) =>
  `SELECT s.*, g.ended_at AS grant_ended_at, ${columns} FROM dataroom_sessions s JOIN dataroom_grants g ON g.id = s.grant_id JOIN dataroom_requests r ON r.id = s.request_id WHERE s.token_digest = ?`;

/** SQL reading a grant by code digest with its request (alias `r`). */
export const GRANT_QUERY = (columns: string) =>
  `SELECT g.*, ${columns} FROM dataroom_grants g JOIN dataroom_requests r ON r.id = g.request_id WHERE g.code_digest = ?`;
