import { PRIVACY_PAGE_SIZE } from "@vantreo/contracts/core";
import { deskRequest } from "../desk-api";
import type {
  PrivacyEraseAnswer,
  PrivacyExportAnswer,
  PrivacyPage,
  PrivacyRequestAnswer,
  PrivacyState,
} from "@vantreo/contracts/core";

/** The privacy queue's page size: the API's default. */
export const PRIVACY_LIST_SIZE = PRIVACY_PAGE_SIZE.default;

const request = (id: string) => `/privacy/requests/${encodeURIComponent(id)}`;

/** One function per endpoint of `/v1/desk/privacy/requests*` (roles `privacy` and `owner`). */
export const privacyApi = {
  /**
   * A page of the open or the answered requests, oldest first, with their due dates and the
   * counts of both states: the queue is paged on the server.
   */
  list: (status: PrivacyState, page: number, signal?: AbortSignal) =>
    deskRequest<PrivacyPage>(
      `/privacy/requests?${new URLSearchParams({ status, page: String(page), size: String(PRIVACY_LIST_SIZE) }).toString()}`,
      signal ? { signal } : {},
    ),
  /**
   * Mails everything stored about the request's person (GDPR art. 15) to the address of the
   * request, as a JSON attachment; nothing of it comes back to the desk. 409 `unverified` before
   * the requester confirmed the address (or an override).
   */
  exportData: (csrfToken: string, id: string) =>
    deskRequest<PrivacyExportAnswer>(`${request(id)}/export`, { method: "POST", csrfToken }),
  /** Records why the request may be acted on although the requester never confirmed it. */
  override: (csrfToken: string, id: string, reason: string) =>
    deskRequest<PrivacyRequestAnswer>(`${request(id)}/override`, {
      method: "POST",
      csrfToken,
      body: { reason },
    }),
  /** Erases the person everywhere (the request with them); cannot be undone. */
  erase: (csrfToken: string, id: string) =>
    deskRequest<PrivacyEraseAnswer>(`${request(id)}/erase`, {
      method: "POST",
      csrfToken,
    }),
  /** Marks the request answered. */
  done: (csrfToken: string, id: string) =>
    deskRequest<PrivacyRequestAnswer>(`${request(id)}/done`, { method: "POST", csrfToken }),
};

/** Cache keys of the privacy queue (under the desk's, so a sign-out drops them). */
export const PRIVACY_QUERY_KEYS = {
  all: ["desk", "leads", "privacy"] as const,
  list: (status: PrivacyState, page: number) => ["desk", "leads", "privacy", status, page] as const,
};
