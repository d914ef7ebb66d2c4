import type { LeadSource, LeadType } from "@vantreo/leads";

/** The staff roles of the lead API (its README, "Staff accounts"). */
export type StaffRole = "sales" | "marketing" | "investor-relations" | "privacy" | "owner";

/** `POST`/`GET /v1/staff/session`: the signed-in staff member and the session's CSRF token. */
export interface StaffSession {
  csrfToken: string;
  staff: { email: string; name: string; roles: StaffRole[] };
  expiresAt: string;
}

/**
 * The desk's workflow states, in the order the funnel runs (the lead API's `lead-workflow.ts`
 * decides which moves are allowed and answers them as `nextStatuses`).
 */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "archived"] as const;

/** One of {@link LEAD_STATUSES}. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead as the desk's list and detail answer it (times as ISO 8601). */
export interface DeskLead {
  id: string;
  receivedAt: string;
  status: LeadStatus;
  ownerId: string | null;
  version: number;
  updatedAt: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  leadType: LeadType;
  source: LeadSource;
  pageUrl: string;
  timestamp: string;
  metadata: Record<string, string | number | boolean>;
  locale: string | null;
  spamReason: string | null;
}

/** `GET /v1/desk/leads`: one page, the total, and the count of every status for the filter. */
export interface LeadPage {
  items: DeskLead[];
  total: number;
  page: number;
  size: number;
  counts: Record<LeadStatus, number>;
}

/** A CRM or mail delivery of a lead. */
export interface DeliveryState {
  id: number;
  kind: string;
  state: "pending" | "delivered" | "dead";
  attempts: number;
  lastError: string | null;
  createdAt: number;
  deliveredAt: number | null;
}

/** One row of a lead's history (`desk_audit`). */
export interface HistoryEntry {
  event: string;
  actorId: string;
  actorEmail: string;
  details: Record<string, unknown>;
  at: string;
}

/** `GET /v1/desk/leads/:id`. */
export interface LeadDetail {
  lead: DeskLead;
  metadata: Record<string, string | number | boolean>;
  attribution: Record<string, string>;
  /** The consent proof: the choice, when it was received, the text version, locale and page. */
  consent: {
    marketingConsent: boolean;
    consentedAt: string | null;
    textVersion: string | null;
    locale: string | null;
    page: string;
  };
  nextStatuses: LeadStatus[];
  crm: DeliveryState[];
  mail: DeliveryState[];
  history: HistoryEntry[];
}

/** `GET /v1/desk/staff`: who may own a lead, and which of them is the caller. */
export interface DeskStaff {
  staff: { id: string; name: string }[];
  you: string;
}

/** The filters of the lead list and its export (the lead API's `lead-filter.ts`). */
export interface LeadFilter {
  q?: string;
  type?: string;
  source?: string;
  locale?: string;
  status?: string;
  owner?: string;
  from?: string;
  to?: string;
  spam?: boolean;
}
