import { deskRequest } from "../desk-api";
import type { PrivacyRequest } from "@vantreo/leads/desk";

const request = (id: string) => `/privacy/requests/${encodeURIComponent(id)}`;

/** One function per endpoint of `/v1/desk/privacy/requests*` (roles `privacy` and `owner`). */
export const privacyApi = {
  /** The open or the answered requests, oldest first, with their due dates. */
  list: (status: "open" | "done", signal?: AbortSignal) =>
    deskRequest<{ requests: PrivacyRequest[] }>(
      `/privacy/requests?status=${status}`,
      signal ? { signal } : {},
    ).then((answer) => answer.requests),
  /** Everything stored about the request's person (GDPR art. 15), as JSON. */
  exportData: (csrfToken: string, id: string) =>
    deskRequest<Record<string, unknown>>(`${request(id)}/export`, { method: "POST", csrfToken }),
  /** Erases the person everywhere (the request with them); cannot be undone. */
  erase: (csrfToken: string, id: string) =>
    deskRequest<{ success: boolean; erased: Record<string, number> }>(`${request(id)}/erase`, {
      method: "POST",
      csrfToken,
    }),
  /** Marks the request answered. */
  done: (csrfToken: string, id: string) =>
    deskRequest<{ request: PrivacyRequest }>(`${request(id)}/done`, { method: "POST", csrfToken }),
};

/** Cache keys of the privacy queue (under the desk's, so a sign-out drops them). */
export const PRIVACY_QUERY_KEYS = {
  all: ["desk", "leads", "privacy"] as const,
  list: (status: "open" | "done") => ["desk", "leads", "privacy", status] as const,
};
