import { fakeApi, type FakeAnswer } from "../api/api-test-kit";
import type { DeskLead, LeadDetail, StaffRole, StaffSession } from "@vantreo/contracts/core";

/** A staff session of the given roles, as `GET /v1/staff/session` answers it. */
export function session(roles: StaffRole[], name = "Sam Seller"): StaffSession {
  return {
    csrfToken: "csrf-desk",
    staff: { email: "sam@vantreo.com", name, roles },
    expiresAt: "2026-03-02T18:00:00Z",
  };
}

/** A stored lead as the desk API answers it. */
export function deskLead(overrides: Partial<DeskLead> = {}): DeskLead {
  return {
    id: "lead-1",
    receivedAt: "2026-03-01T09:30:00.000Z",
    status: "new",
    ownerId: null,
    version: 1,
    updatedAt: null,
    firstName: "Jana",
    lastName: "Müller",
    email: "jana@firma.example",
    phone: "",
    company: "Firma GmbH",
    message: "Bitte rufen Sie mich an.",
    leadType: "contact",
    source: "contact-page",
    pageUrl: "https://www.vantreo.com/de/contact",
    timestamp: "2026-03-01T09:29:58.000Z",
    metadata: { marketing_consent: false, utm_source: "newsletter" },
    locale: "de",
    spamReason: null,
    replyBy: "2026-03-02T14:30:00.000Z",
    firstContactAt: null,
    routingRuleId: null,
    estimatedValue: null,
    mergedInto: null,
    ...overrides,
  };
}

/** `GET /v1/desk/leads/:id` of a lead. */
export function leadDetail(lead: DeskLead = deskLead()): LeadDetail {
  return {
    lead,
    metadata: lead.metadata,
    attribution: { utm_source: "newsletter" },
    consent: {
      marketingConsent: false,
      consentedAt: null,
      textVersion: null,
      locale: "de",
      page: lead.pageUrl,
    },
    nextStatuses:
      lead.status === "new" ? ["contacted", "archived"] : ["qualified", "lost", "archived"],
    crm: [],
    mail: [],
    history: [],
    bookings: [],
    payments: [],
    integrationEvents: [],
  };
}

/** `GET /v1/desk/staff` with Sam (the caller) and Mia. */
export const STAFF = {
  staff: [
    { id: "staff-mia", name: "Mia Marketing" },
    { id: "staff-sam", name: "Sam Seller" },
  ],
  you: "staff-sam",
};

/**
 * A fake lead API for the desk: `/v1/staff/session` and `/v1/desk/*` by "METHOD /path" (the path
 * after /v1, query included, e.g. "GET /desk/leads?page=1&size=25").
 */
export function fakeDeskApi(routes: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  return fakeApi("/v1", routes);
}
