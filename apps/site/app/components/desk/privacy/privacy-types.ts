/** The laws whose answer deadline the privacy queue shows. */
export type PrivacyLaw = "gdpr" | "ccpa";

/**
 * A request's deadlines (ISO 8601) as the lead API computes them: GDPR art. 12(3)'s one month,
 * the CCPA's 45 days (Cal. Civ. Code § 1798.130(a)(2)); only the stated law's, or both.
 */
export interface DueDates {
  law: PrivacyLaw | null;
  gdpr?: string;
  ccpa?: string;
}

/** `GET /v1/desk/privacy/requests`: one /data-rights request of the queue. */
export interface PrivacyRequest {
  id: string;
  receivedAt: string;
  status: "open" | "done";
  email: string;
  firstName: string;
  lastName: string;
  requestType: string | null;
  message: string;
  locale: string | null;
  due: DueDates;
}

/** The request kinds of the /data-rights form (`metadata.request_type`). */
export const REQUEST_TYPES = [
  "access",
  "deletion",
  "correction",
  "portability",
  "opt-out",
  "other",
] as const;
