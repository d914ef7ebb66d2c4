import type { StaffCredentials } from "@vantreo/contracts/core";
import { dataroomRequest } from "./dataroom-request";
import type {
  AccessRequestView as AccessRequest,
  AdminSession,
  DataroomAuditEntry as AuditEntry,
  DocumentInput,
  DocumentSummary,
  IssuedCode,
} from "@vantreo/contracts/core";

/**
 * The administration side of the data-room API (the lead API README, "Investor data room"): sign-in, requests,
 * approval and revocation, documents and the access log. Every state-changing call carries the
 * session's CSRF token.
 */
export const adminApi = {
  /** Signs in as a staff member: work email, password and the authenticator app's code. */
  signIn: (email: string, password: string, code: string) =>
    dataroomRequest<AdminSession>("/admin/login", {
      method: "POST",
      body: { email, password, code } satisfies StaffCredentials,
    }),
  /** The current administrator session (recovers the CSRF token after a reload). */
  session: () => dataroomRequest<AdminSession>("/admin/session"),
  /** Every access request. */
  requests: () =>
    dataroomRequest<{ requests: AccessRequest[] }>("/admin/requests").then((a) => a.requests),
  /** Approves a request for `days` days; the answer holds the code, shown this once only. */
  approve: (csrfToken: string, id: string, days: number) =>
    dataroomRequest<IssuedCode>(`/admin/requests/${encodeURIComponent(id)}/approve`, {
      method: "POST",
      body: { days },
      csrfToken,
    }),
  /** Revokes a request's access and ends its sessions. */
  revoke: (csrfToken: string, id: string) =>
    dataroomRequest<{ revokedAt: string }>(`/admin/requests/${encodeURIComponent(id)}/revoke`, {
      method: "POST",
      csrfToken,
    }),
  /** Every document of the room. */
  documents: () =>
    dataroomRequest<{ documents: DocumentSummary[] }>("/admin/documents").then((a) => a.documents),
  /** Adds a document. */
  addDocument: (csrfToken: string, input: DocumentInput) =>
    dataroomRequest<{ slug: string }>("/admin/documents", {
      method: "POST",
      body: input,
      csrfToken,
    }),
  /** The access log. */
  audit: () => dataroomRequest<{ entries: AuditEntry[] }>("/admin/audit").then((a) => a.entries),
  /** Ends the administrator session. */
  signOut: (csrfToken: string) =>
    dataroomRequest<undefined>("/admin/logout", { method: "POST", csrfToken }),
};
