import type {
  AccessRequestView as AccessRequestJson,
  AccessRequestStatus,
  DataroomAuditEvent as AuditEvent,
  DocumentSection,
} from "@vantreo/contracts/core";

export type { AccessRequestStatus, AuditEvent, DocumentSection };

/*
 * The data room as the lead API stores it (times in ms since the epoch). What the endpoints
 * answer and accept is the wire contract of `@vantreo/contracts`, shared with the site.
 */

/**
 * An investor's request for access to the data room, as stored: the fields the API answers with,
 * its times as ms since the epoch.
 */
export type AccessRequest = Omit<
  AccessRequestJson,
  "requestedAt" | "approvedAt" | "expiresAt" | "revokedAt"
> & {
  requestedAt: number;
  approvedAt: number | null;
  /** When the current access code stops working (set on approval). */
  expiresAt: number | null;
  revokedAt: number | null;
};

/** A new access request before it is stored. */
export type NewAccessRequest = Omit<
  AccessRequest,
  "status" | "approvedAt" | "expiresAt" | "revokedAt"
>;

/**
 * An access request as a visitor sent it, before the link mailed to its address is followed:
 * `token` goes into that mail only (the store keeps its SHA-256 digest), and the link works until
 * `expiresAt`.
 */
export type NewSubmission = NewAccessRequest & { token: string; expiresAt: number };

/**
 * What following a verification link did: `verified` (the request reached the console, or
 * corrected the pending one of that address), `used` (already verified), `expired`, `unknown`.
 */
export type SubmissionVerification =
  { outcome: "verified"; requestId: string } | { outcome: "used" | "expired" | "unknown" };

/**
 * An access code issued on approval. Only the SHA-256 digest of the code is stored; `endedAt`
 * is set when the request is revoked or approved again (the code then admits nobody).
 */
export type AccessGrant = {
  id: string;
  requestId: string;
  codeDigest: string;
  createdAt: number;
  expiresAt: number;
  endedAt: number | null;
};

/** A grant found by its code digest, with the request it belongs to. */
export type GrantWithRequest = AccessGrant & { request: AccessRequest };

/** An investor session; the cookie holds a random token, the store only its digest. */
export type InvestorSession = {
  tokenDigest: string;
  requestId: string;
  grantId: string;
  csrfToken: string;
  createdAt: number;
  expiresAt: number;
};

/** A stored investor session with what its checks need: the grant's end and the investor. */
export type InvestorSessionWithRequest = InvestorSession & {
  grantEndedAt: number | null;
  request: AccessRequest;
};

/** The admin API's caller: a staff session (30 minutes idle, 8 hours at most; README, "Staff accounts"). */
export type AdminSession = {
  tokenDigest: string;
  username: string;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
};

/** What the catalog shows of a document: never its body. */
export type DocumentSummary = {
  slug: string;
  title: string;
  description: string;
  updatedAt: number;
};

/** A whole document, body included. */
export type DataroomDocument = DocumentSummary & {
  body: { sections: DocumentSection[] };
  createdAt: number;
};

/**
 * One row of the access log. `email` is the investor's address, or the username for admin
 * sign-ins; `ipHash` is a salted SHA-256 of the client address, never the address itself.
 */
export type AuditEntry = {
  at: number;
  event: AuditEvent;
  email: string | null;
  slug: string | null;
  title: string | null;
  ipHash: string | null;
  userAgent: string | null;
};
