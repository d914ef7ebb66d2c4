/** Lead types of spec section 3; `leadType` on every lead is one of these. */
export const LEAD_TYPES = [
  "contact",
  "exit-intent",
  "newsletter",
  "demo-request",
  "assessment",
  "data-rights",
  "analysis",
  "abandonment",
] as const;

/** Where a lead came from (spec section 3). */
export const LEAD_SOURCES = [
  "contact-page",
  "service-page",
  "popup",
  "exit-intent",
  "footer",
  "hero-cta",
  "inline-form",
] as const;

export type LeadType = (typeof LEAD_TYPES)[number];
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Narrows an unknown value to a {@link LeadType}. */
export function isLeadType(value: unknown): value is LeadType {
  return typeof value === "string" && (LEAD_TYPES as readonly string[]).includes(value);
}

/** Narrows an unknown value to a {@link LeadSource}. */
export function isLeadSource(value: unknown): value is LeadSource {
  return typeof value === "string" && (LEAD_SOURCES as readonly string[]).includes(value);
}
