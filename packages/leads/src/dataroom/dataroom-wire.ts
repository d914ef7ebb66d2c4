/**
 * The JSON the lead API's data-room endpoints answer and accept (apps/lead-api/README.md, "Investor data room"): the
 * one contract the API writes and the site reads. Times are ISO 8601 strings; a document body is
 * plain structured text, never HTML or markdown.
 */

/** Where an access request stands. */
export type AccessRequestStatus = "pending" | "approved" | "revoked";

/** The events of the access log. */
export type AuditEvent =
  | "view"
  | "session_start"
  | "code_refused"
  | "revoke"
  | "approve"
  | "admin_login"
  | "admin_login_refused";

/** A field's code in `fields` of `400 invalid_request`; the site translates it. */
export type RequestFieldError = "required" | "too_short" | "too_long" | "invalid";

/** One section of a document: a heading and its plain-text paragraphs. */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

/** A document as the catalogue lists it: titles and descriptions, never the body. */
export interface DocumentSummary {
  slug: string;
  title: string;
  description: string;
  updatedAt: string;
}

/** A document for a reader with a valid session, with the watermark to lay over it. */
export interface DataroomDocument extends DocumentSummary {
  body: { sections: DocumentSection[] };
  /** "<viewer e-mail> · <ISO time>" */
  watermark: string;
}

/** A new document, as the add-document form sends it (limits: `DOCUMENT_LIMITS`). */
export interface DocumentInput {
  slug: string;
  title: string;
  description: string;
  sections: DocumentSection[];
}

/** The investor behind the current session. */
export interface InvestorSession {
  email: string;
  name: string;
  firm: string;
  expiresAt: string;
  /** Sent back as X-CSRF-Token on sign-out. */
  csrfToken: string;
}

/** An administrator session. */
export interface AdminSession {
  csrfToken: string;
  username: string;
  expiresAt: string;
}

/** An access request as the administration lists it. */
export interface AccessRequest {
  id: string;
  name: string;
  email: string;
  firm: string;
  message: string;
  locale: string;
  status: AccessRequestStatus;
  requestedAt: string;
  approvedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

/** What the administration learns once, on approval. */
export interface IssuedCode {
  code: string;
  expiresAt: string;
}

/** One row of the access log as the administration reads it. */
export interface AuditEntry {
  at: string;
  email: string | null;
  slug: string | null;
  title: string | null;
  event: AuditEvent;
}
