/**
 * The JSON the lead API's data-room endpoints (`/v1/dataroom/…`) answer, as zod schemas: the
 * catalogue and a document, the investor's and the administrator's session, the access requests,
 * the code issued on approval, the revocation, a new document and the access log. Times are
 * ISO 8601 strings. Strict: an extra or a missing field fails. The types are inferred in
 * `desk-wire.ts`, the one place the lead API and the site take them from.
 */
import { STAFF_ROLES } from "./staff-roles";
import { z } from "./zod";

const iso = z.iso.datetime();

/** Where an access request stands. */
export const ACCESS_REQUEST_STATUSES = ["pending", "approved", "revoked"] as const;

/** The events of the access log. */
export const DATAROOM_AUDIT_EVENTS = [
  "view",
  "session_start",
  "code_refused",
  "revoke",
  "approve",
  "admin_login",
  "admin_login_refused",
] as const;

/** A document as the catalogue lists it: titles and descriptions, never the body. */
export const documentSummarySchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  updatedAt: iso,
});

/** `GET /v1/dataroom/documents` and `…/admin/documents`: the catalogue. */
export const documentListSchema = z.strictObject({ documents: z.array(documentSummarySchema) });

/** `GET /v1/dataroom/documents/:slug`: a document with the watermark `"<e-mail> · <ISO time>"`. */
export const dataroomDocumentSchema = documentSummarySchema.extend({
  body: z.strictObject({
    sections: z.array(z.strictObject({ heading: z.string(), paragraphs: z.array(z.string()) })),
  }),
  watermark: z.string(),
});

/** `GET /v1/dataroom/me`: the investor behind the session; the CSRF token goes back on sign-out. */
export const investorSessionSchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  firm: z.string(),
  expiresAt: iso,
  csrfToken: z.string().min(1),
});

/**
 * `POST /v1/dataroom/admin/login` and `GET …/admin/session`: the staff session with the
 * administrator's name (`username`, the staff e-mail).
 */
export const adminSessionSchema = z.strictObject({
  csrfToken: z.string().min(1),
  username: z.string(),
  staff: z.strictObject({
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
  }),
  expiresAt: iso,
});

/** An access request as the administration lists it. */
export const accessRequestViewSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  firm: z.string(),
  message: z.string(),
  locale: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  requestedAt: iso,
  approvedAt: iso.nullable(),
  expiresAt: iso.nullable(),
  revokedAt: iso.nullable(),
});

/** `GET /v1/dataroom/admin/requests`. */
export const accessRequestListSchema = z.strictObject({
  requests: z.array(accessRequestViewSchema),
});

/** `POST …/admin/requests/:id/approve`: the access code, shown this once, and its end. */
export const issuedCodeSchema = z.strictObject({ code: z.string(), expiresAt: iso });

/** `POST …/admin/requests/:id/revoke`. */
export const revokedSchema = z.strictObject({ revokedAt: iso });

/** `POST …/admin/documents` (201): the new document's slug. */
export const documentAddedSchema = z.strictObject({ slug: z.string() });

/** One row of the access log as the administration reads it. */
export const dataroomAuditEntrySchema = z.strictObject({
  at: iso,
  email: z.string().nullable(),
  slug: z.string().nullable(),
  title: z.string().nullable(),
  event: z.enum(DATAROOM_AUDIT_EVENTS),
});

/** `GET …/admin/audit`: the latest entries of the access log. */
export const dataroomAuditListSchema = z.strictObject({
  entries: z.array(dataroomAuditEntrySchema),
});

/** `POST /v1/dataroom/requests` (202): the same answer whether or not the address is known. */
export const accessRequestAcceptedSchema = z.strictObject({ status: z.literal("check-mailbox") });

/** `POST /v1/dataroom/requests/verify`: the outcome, and its message in the request's language. */
export const accessVerificationSchema = z.strictObject({
  success: z.boolean(),
  status: z.enum(["verified", "used", "expired", "unknown"]),
  message: z.string(),
});
