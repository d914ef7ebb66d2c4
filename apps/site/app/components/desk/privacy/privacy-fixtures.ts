import type { PrivacyRequest } from "@vantreo/contracts/core";

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
