import type { PrivacyPage, PrivacyRequest } from "@vantreo/contracts/core";

/** A /data-rights request as the lead API lists it (for the privacy queue's tests). */
export function privacyRequest(overrides: Partial<PrivacyRequest> = {}): PrivacyRequest {
  return {
    id: "req-1",
    receivedAt: "2026-03-01T09:00:00.000Z",
    status: "open",
    email: "layla.haddad@example.com",
    firstName: "Layla",
    lastName: "Haddad",
    requestType: "deletion",
    message: "Please delete everything you hold about me.",
    locale: "en",
    due: { law: null, gdpr: "2026-04-01T09:00:00.000Z", ccpa: "2026-04-15T09:00:00.000Z" },
    verifiedAt: "2026-03-02T08:00:00.000Z",
    override: null,
    ...overrides,
  };
}

/** A page of the privacy queue as the lead API answers it: `requests`, counted in their state. */
export function privacyPage(
  requests: PrivacyRequest[],
  overrides: Partial<PrivacyPage> = {},
): PrivacyPage {
  const open = requests.filter((request) => request.status === "open").length;
  const counts = { open, done: requests.length - open };
  return { counts, requests, page: 1, size: 50, total: requests.length, ...overrides };
}

/** The list call of the privacy queue as the test kit's fake API sees it. */
export const privacyListCall = (status: "open" | "done", page = 1) =>
  `GET /privacy/requests?status=${status}&page=${page}&size=50`;
