import type { StatementDatabase } from "../../store/statement-database";
import {
  JOINED_REQUEST_COLUMNS,
  joinedRequest,
  rowToAudit,
  rowToDocument,
  rowToRequest,
  rowToSummary,
  type RequestRow,
} from "./dataroom-rows";
import {
  approveStatements,
  auditStatement,
  createSessionStatements,
  GRANT_QUERY,
  insertDocumentStatements,
  recordFailureStatements,
  revokeStatements,
  SESSION_QUERY,
} from "./dataroom-statements";
import { submitStatements, verifyStatements } from "./submission-statements";
import { verificationTokenDigest } from "../verification-token";
import type { DataroomStore } from "./dataroom-store";

const nullableNumber = (value: unknown) => (value === null ? null : Number(value));

/** The data-room store on either database (see {@link StatementDatabase}). */
export function createDataroomStore(db: StatementDatabase): DataroomStore {
  const one = async (sql: string, params: (string | number | null)[]) =>
    (await db.all(sql, params))[0];

  return {
    async submitRequest(submission) {
      return (await db.run(submitStatements(submission))) !== null;
    },
    async verifySubmission(token, now) {
      const digest = verificationTokenDigest(token);
      const row = await one("SELECT * FROM dataroom_submissions WHERE token_digest = ?", [digest]);
      if (!row) return { outcome: "unknown" };
      if (row.verified_at !== null && row.verified_at !== undefined) return { outcome: "used" };
      if (Number(row.expires_at) <= now) return { outcome: "expired" };
      const done = await db.run(verifyStatements(row, now));
      // A concurrent use of the same link won the race.
      if (!done) return { outcome: "used" };
      const pending = await one(
        "SELECT id FROM dataroom_requests WHERE email = ? AND status = 'pending'",
        [String(row.email)],
      );
      return { outcome: "verified", requestId: pending ? String(pending.id) : String(row.id) };
    },
    async listRequests() {
      const rows = await db.all(
        "SELECT * FROM dataroom_requests ORDER BY requested_at DESC, id",
        [],
      );
      return rows.map((row) => rowToRequest(row as RequestRow));
    },
    async findRequest(id) {
      const row = await one("SELECT * FROM dataroom_requests WHERE id = ?", [id]);
      return row ? rowToRequest(row as RequestRow) : null;
    },
    approveRequest: async (grant, audit) =>
      (await db.run(approveStatements(grant, audit))) !== null,
    revokeRequest: async (requestId, at, audit) =>
      (await db.run(revokeStatements(requestId, at, audit))) !== null,
    async findGrantByCode(codeDigest) {
      const row = await one(GRANT_QUERY(JOINED_REQUEST_COLUMNS), [codeDigest]);
      if (!row) return null;
      return {
        id: String(row.id),
        requestId: String(row.request_id),
        codeDigest: String(row.code_digest),
        createdAt: Number(row.created_at),
        expiresAt: Number(row.expires_at),
        endedAt: nullableNumber(row.ended_at),
        request: joinedRequest(row),
      };
    },

    createSession: async (session, audit) =>
      void (await db.run(createSessionStatements(session, audit))),
    async findSession(tokenDigest) {
      const row = await one(SESSION_QUERY(JOINED_REQUEST_COLUMNS), [tokenDigest]);
      if (!row) return null;
      return {
        tokenDigest: String(row.token_digest),
        requestId: String(row.request_id),
        grantId: String(row.grant_id),
        csrfToken: String(row.csrf_token),
        createdAt: Number(row.created_at),
        expiresAt: Number(row.expires_at),
        grantEndedAt: nullableNumber(row.grant_ended_at),
        request: joinedRequest(row),
      };
    },
    deleteSession: async (tokenDigest) =>
      void (await db.run([
        { sql: "DELETE FROM dataroom_sessions WHERE token_digest = ?", params: [tokenDigest] },
      ])),

    async listDocuments() {
      const rows = await db.all(
        "SELECT slug, title, description, updated_at FROM dataroom_documents ORDER BY created_at, slug",
        [],
      );
      return rows.map(rowToSummary);
    },
    async findDocument(slug) {
      const row = await one("SELECT * FROM dataroom_documents WHERE slug = ?", [slug]);
      return row ? rowToDocument(row) : null;
    },
    async insertDocuments(documents) {
      if (documents.length === 0) return [];
      const changes = (await db.run(insertDocumentStatements(documents))) ?? [];
      return documents.filter((_, index) => (changes[index] ?? 0) > 0).map((doc) => doc.slug);
    },

    appendAudit: async (entry) => void (await db.run([auditStatement(entry)])),
    async listAudit(limit) {
      const rows = await db.all("SELECT * FROM dataroom_audit ORDER BY at DESC, id DESC LIMIT ?", [
        limit,
      ]);
      return rows.map(rowToAudit);
    },

    async recentFailures(key, since, limit) {
      const rows = await db.all(
        "SELECT at FROM dataroom_failures WHERE key = ? AND at >= ? ORDER BY at DESC LIMIT ?",
        [key, since, limit],
      );
      return rows.map((row) => Number(row.at));
    },
    recordFailure: async (keys, at, forgetBefore) =>
      void (await db.run(recordFailureStatements(keys, at, forgetBefore))),
  };
}
