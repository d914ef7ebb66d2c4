import type {
  AccessGrant,
  AccessRequest,
  AuditEntry,
  DataroomDocument,
  DocumentSummary,
  GrantWithRequest,
  InvestorSession,
  InvestorSessionWithRequest,
  NewSubmission,
  SubmissionVerification,
} from "../dataroom-types";

/**
 * The data room's storage, implemented on SQLite and PostgreSQL (same tables, same suite of
 * tests). Every write resolves once durable; writes that belong together (an approval and its
 * audit row, a revocation and the end of its sessions) are one transaction.
 */
export interface DataroomStore {
  /**
   * Stores what a visitor sent as an unverified submission, apart from the requests, and queues
   * the mail with its verification link, in one transaction. Nothing of an earlier submission or
   * request changes. False (and nothing stored) when the address already has
   * `MAX_OPEN_SUBMISSIONS` unverified links that still work; the visitor is answered the same.
   */
  submitRequest(submission: NewSubmission): Promise<boolean>;
  /**
   * Follows a verification link once, before it expires: the submission becomes a pending
   * request, or, while one of that e-mail is pending, that one keeps its id and takes the
   * verified name, firm, message, locale and time (proof of the address makes the correction;
   * a link of an older submission than the pending text changes nothing). A partial unique index
   * makes this race-free. The submission then keeps only its address, locale and times.
   */
  verifySubmission(token: string, now: number): Promise<SubmissionVerification>;
  /** The requests whose address was verified: only these reach the console. */
  listRequests(): Promise<AccessRequest[]>;
  findRequest(id: string): Promise<AccessRequest | null>;
  /**
   * Approves: ends the request's earlier codes, deletes their sessions and stores the new grant;
   * false when the request does not exist.
   */
  approveRequest(grant: AccessGrant, audit: AuditEntry): Promise<boolean>;
  /** Revokes: ends every code of the request and deletes its sessions at once; false when unknown. */
  revokeRequest(requestId: string, at: number, audit: AuditEntry): Promise<boolean>;
  findGrantByCode(codeDigest: string): Promise<GrantWithRequest | null>;

  /** Stores a session (and its `session_start` audit row); drops sessions that expired. */
  createSession(session: InvestorSession, audit: AuditEntry): Promise<void>;
  findSession(tokenDigest: string): Promise<InvestorSessionWithRequest | null>;
  deleteSession(tokenDigest: string): Promise<void>;

  listDocuments(): Promise<DocumentSummary[]>;
  findDocument(slug: string): Promise<DataroomDocument | null>;
  /** Inserts documents whose slug is free; returns the slugs actually inserted. */
  insertDocuments(documents: DataroomDocument[]): Promise<string[]>;

  appendAudit(entry: AuditEntry): Promise<void>;
  /** The newest `limit` entries, newest first. */
  listAudit(limit: number): Promise<AuditEntry[]>;

  /** Times of the newest `limit` failures of `key` since `since`, newest first. */
  recentFailures(key: string, since: number, limit: number): Promise<number[]>;
  /** Records one failure under each key; forgets failures older than `forgetBefore`. */
  recordFailure(keys: string[], at: number, forgetBefore: number): Promise<void>;
}
