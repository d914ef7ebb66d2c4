/** Lead types of spec section 3: what the site's forms collect (`POST /v1/leads`). */
export const FORM_LEAD_TYPES = [
  "contact",
  "exit-intent",
  "newsletter",
  "demo-request",
  "assessment",
  "data-rights",
  "analysis",
  "abandonment",
] as const;

/**
 * Leads that no form sends: a call booked on the scheduling pages and a package paid through the
 * hosted checkout, created by the lead API from a signed webhook when the person sent no form
 * before. A form can never claim them (`inferLeadType` only knows {@link FORM_LEAD_TYPES}).
 */
export const INTEGRATION_LEAD_TYPES = ["booking", "purchase"] as const;

/** Every lead type the store and the desk know: the spec's form types and the integrations'. */
export const LEAD_TYPES = [...FORM_LEAD_TYPES, ...INTEGRATION_LEAD_TYPES] as const;

/** Where a form lead came from (spec section 3). */
export const FORM_LEAD_SOURCES = [
  "contact-page",
  "service-page",
  "popup",
  "exit-intent",
  "footer",
  "hero-cta",
  "inline-form",
] as const;

/** Where an integration lead came from: the scheduler (Cal.com) or the checkout (Stripe). */
export const INTEGRATION_LEAD_SOURCES = ["scheduler", "checkout"] as const;

/** Every lead source the store and the desk know. */
export const LEAD_SOURCES = [...FORM_LEAD_SOURCES, ...INTEGRATION_LEAD_SOURCES] as const;

export type LeadType = (typeof LEAD_TYPES)[number];
export type FormLeadType = (typeof FORM_LEAD_TYPES)[number];
export type LeadSource = (typeof LEAD_SOURCES)[number];
export type FormLeadSource = (typeof FORM_LEAD_SOURCES)[number];

/** Narrows an unknown value to a {@link LeadType}. */
export function isLeadType(value: unknown): value is LeadType {
  return typeof value === "string" && (LEAD_TYPES as readonly string[]).includes(value);
}

/** Narrows an unknown value to a {@link FormLeadType}: one a form may send. */
export function isFormLeadType(value: unknown): value is FormLeadType {
  return typeof value === "string" && (FORM_LEAD_TYPES as readonly string[]).includes(value);
}

/** Narrows an unknown value to a {@link LeadSource}. */
export function isLeadSource(value: unknown): value is LeadSource {
  return typeof value === "string" && (LEAD_SOURCES as readonly string[]).includes(value);
}

/** Narrows an unknown value to a {@link FormLeadSource}: one a form may send. */
export function isFormLeadSource(value: unknown): value is FormLeadSource {
  return typeof value === "string" && (FORM_LEAD_SOURCES as readonly string[]).includes(value);
}
