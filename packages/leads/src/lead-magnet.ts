import type { FormLeadType } from "./lead-types";

/**
 * The spec's lead type of a lead-magnet request (a service page's "Request the …" form, issue
 * #34): `analysis`, the type of the other form that mails the visitor a document on request (the
 * ROI calculator's "Email me this analysis"). The spec's list of lead types stays as it is; the
 * metadata key {@link LEAD_MAGNET_METADATA_KEY} names the brief, and `original_lead_type` keeps
 * `lead-magnet` for the CRM and the desk.
 */
export const LEAD_MAGNET_LEAD_TYPE = "analysis" as const satisfies FormLeadType;

/** The metadata key that names the requested brief: the service's catalogue id. */
export const LEAD_MAGNET_METADATA_KEY = "lead_magnet";

/**
 * The metadata key of the brief's language (`en`, `de`, `ar`), chosen in the form: the service
 * pages are English, and a German or Arabic reader asks for the brief in their language there.
 */
export const LEAD_MAGNET_LOCALE_KEY = "lead_magnet_locale";

/** `original_lead_type` of a lead-magnet request. */
export const LEAD_MAGNET_ORIGINAL_TYPE = "lead-magnet";

// A catalogue id: kebab-case, as `ServiceEntrySchema` of @vantreo/content requires.
const SERVICE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The service id of the brief a lead asks for, or null when the lead is no lead-magnet request
 * (another type, no key, or a value that is no catalogue id).
 */
export function requestedLeadMagnet(lead: {
  leadType: string;
  metadata: Readonly<Record<string, unknown>>;
}): string | null {
  if (lead.leadType !== LEAD_MAGNET_LEAD_TYPE) return null;
  const id = lead.metadata[LEAD_MAGNET_METADATA_KEY];
  return typeof id === "string" && id.length <= 100 && SERVICE_ID.test(id) ? id : null;
}

/**
 * The language of the brief a lead asks for: {@link LEAD_MAGNET_LOCALE_KEY} when it names one of
 * `locales`, else `fallback` (the language of the page the form was sent from).
 */
export function requestedLeadMagnetLocale<L extends string>(
  metadata: Readonly<Record<string, unknown>>,
  locales: readonly L[],
  fallback: L,
): L {
  const value = metadata[LEAD_MAGNET_LOCALE_KEY];
  return (locales as readonly unknown[]).includes(value) ? (value as L) : fallback;
}
