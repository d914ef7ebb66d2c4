import { randomUUID } from "node:crypto";
import type { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { replyJson } from "../../http/reply";
import { generateAccessCode, normalizeAccessCode } from "../auth/access-code";
import { secretDigest } from "../../auth/secret-digest";
import { clientTrace } from "../../http/client-key";
import type { DataroomContext } from "../dataroom-context";
import { apiError } from "../../http/api-error";
import type {
  AccessRequestView as AccessRequestJson,
  DataroomAuditEntry as AuditEntryJson,
  IssuedCode,
} from "@vantreo/contracts/core";
import type { AccessRequest } from "../dataroom-types";
import { DocumentInputSchema, invalidDocumentFields } from "../document-schema";
import { summaryJson } from "../document-json";
import { readJsonObject } from "../../http/json-body";
import { fieldErrors } from "../../http/validate";
import { approveSchema } from "@vantreo/contracts";
import { adminSession } from "../session-guards";

const DOCUMENT_BODY_LIMIT = 262_144;
const APPROVE_BODY_LIMIT = 1024;
const AUDIT_ENTRIES = 1000;
const DAY_MS = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

function requestJson(request: AccessRequest): AccessRequestJson {
  return {
    ...request,
    requestedAt: iso(request.requestedAt),
    approvedAt: isoOrNull(request.approvedAt),
    expiresAt: isoOrNull(request.expiresAt),
    revokedAt: isoOrNull(request.revokedAt),
  };
}

/**
 * The admin's work, each behind a session, and every POST behind the CSRF check:
 * requests (list, approve, revoke), documents (list, add) and the access log.
 */
export function registerAdminManageRoutes(route: Hono<AppEnv>, dr: DataroomContext): void {
  route.get("/admin/requests", async (c) => {
    const session = await adminSession(dr, c);
    if (session instanceof Response) return session;
    return replyJson(c, 200, { requests: (await dr.dataroom.listRequests()).map(requestJson) });
  });

  route.post("/admin/requests/:id/approve", async (c) => {
    const session = await adminSession(dr, c, { csrf: true });
    if (session instanceof Response) return session;
    const body = await readJsonObject(c, APPROVE_BODY_LIMIT);
    if (body instanceof Response) return body;
    const approval = approveSchema.safeParse(body);
    if (!approval.success)
      return apiError(c, 400, "invalid_request", {
        extra: { fields: fieldErrors(approval.error) },
      });
    const { days } = approval.data;
    const request = await dr.dataroom.findRequest(c.req.param("id"));
    if (!request) return apiError(c, 404, "not_found");
    const code = generateAccessCode();
    const now = dr.now();
    const expiresAt = now + days * DAY_MS;
    const grant = {
      id: randomUUID(),
      requestId: request.id,
      codeDigest: secretDigest(normalizeAccessCode(code) ?? code),
      createdAt: now,
      expiresAt,
      endedAt: null,
    };
    const audit = {
      at: now,
      event: "approve" as const,
      email: request.email,
      slug: null,
      title: null,
      ...clientTrace(dr, c),
    };
    if (!(await dr.dataroom.approveRequest(grant, audit))) return apiError(c, 404, "not_found");
    // The only time the code exists outside the investor's hands: it is never stored or logged.
    return replyJson(c, 200, { code, expiresAt: iso(expiresAt) } satisfies IssuedCode);
  });

  route.post("/admin/requests/:id/revoke", async (c) => {
    const session = await adminSession(dr, c, { csrf: true });
    if (session instanceof Response) return session;
    const request = await dr.dataroom.findRequest(c.req.param("id"));
    if (!request) return apiError(c, 404, "not_found");
    const now = dr.now();
    const audit = {
      at: now,
      event: "revoke" as const,
      email: request.email,
      slug: null,
      title: null,
      ...clientTrace(dr, c),
    };
    if (!(await dr.dataroom.revokeRequest(request.id, now, audit)))
      return apiError(c, 404, "not_found");
    return replyJson(c, 200, { revokedAt: iso(now) });
  });

  route.get("/admin/documents", async (c) => {
    const session = await adminSession(dr, c);
    if (session instanceof Response) return session;
    return replyJson(c, 200, { documents: (await dr.dataroom.listDocuments()).map(summaryJson) });
  });

  route.post("/admin/documents", async (c) => {
    const session = await adminSession(dr, c, { csrf: true });
    if (session instanceof Response) return session;
    const body = await readJsonObject(c, DOCUMENT_BODY_LIMIT);
    if (body instanceof Response) return body;
    const parsed = DocumentInputSchema.safeParse(body);
    if (!parsed.success)
      return apiError(c, 400, "invalid_document", {
        extra: { fields: invalidDocumentFields(parsed.error) },
      });
    const { slug, title, description, sections } = parsed.data;
    const now = dr.now();
    const inserted = await dr.dataroom.insertDocuments([
      { slug, title, description, body: { sections }, createdAt: now, updatedAt: now },
    ]);
    if (inserted.length === 0) return apiError(c, 409, "slug_taken");
    return replyJson(c, 201, { slug });
  });

  route.get("/admin/audit", async (c) => {
    const session = await adminSession(dr, c);
    if (session instanceof Response) return session;
    const entries = await dr.dataroom.listAudit(AUDIT_ENTRIES);
    return replyJson(c, 200, {
      entries: entries.map(({ at, email, slug, title, event }): AuditEntryJson => ({
        at: iso(at),
        email,
        slug,
        title,
        event,
      })),
    });
  });
}
