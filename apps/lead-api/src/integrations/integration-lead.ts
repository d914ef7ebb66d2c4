import { randomUUID } from "node:crypto";
import { ATTRIBUTION_PARAMS, withoutClickIds } from "@vantreo/consent";
import {
  cleanFreeText,
  cleanText,
  LEAD_LIMITS,
  splitFullName,
  validateLead,
  type Lead,
  type LeadType,
} from "@vantreo/leads";
import type { LeadRecord } from "../store/lead-records";

/**
 * The attribution a scheduling or checkout link carries and a new lead keeps: the campaign fields
 * of `@vantreo/consent` (never its advertising click ids) and the link's `utm_service`.
 */
const ATTRIBUTION_KEYS = [
  ...Object.keys(withoutClickIds(ATTRIBUTION_PARAMS as Record<string, string>)),
  "utm_service",
];

const clip = (value: string, max: number) => value.slice(0, max);

/** What a webhook knows about a person the desk has never seen. */
export type IntegrationPerson = {
  type: Extract<LeadType, "booking" | "purchase">;
  email: string;
  name: string;
  /** The booking's notes, or what was bought: the new lead's message. */
  message: string;
  /** The person's language from the scheduler (`de`, `ar-SA`), if it says. */
  locale: string | null;
  metadata: Record<string, string>;
};

/**
 * A lead for a person who booked or paid without sending a form first: cleaned like a form's
 * input, checked by the rules of its type (a valid e-mail), or null when the event names no
 * usable address. No marketing consent: the scheduler and the checkout do not ask for it.
 */
export function integrationLead(person: IntegrationPerson, receivedAt: number): LeadRecord | null {
  const { firstName, lastName } = splitFullName(cleanFreeText(person.name));
  const metadata: Lead["metadata"] = { marketing_consent: false };
  for (const key of ATTRIBUTION_KEYS) {
    const value = cleanText(person.metadata[key]);
    if (value) metadata[key] = clip(value, LEAD_LIMITS.metadata.maxStringLength);
  }
  const locale = /^[a-z]{2}\b/.exec((person.locale ?? "").toLowerCase())?.[0] ?? null;
  if (locale) metadata.locale = locale;
  const lead: Lead = {
    firstName: clip(firstName, LEAD_LIMITS.firstName.max),
    lastName: clip(lastName, LEAD_LIMITS.lastName.max),
    email: cleanText(person.email).toLowerCase(),
    phone: "",
    company: "",
    message: clip(cleanFreeText(person.message, { multiLine: true }), LEAD_LIMITS.message.max),
    leadType: person.type,
    source: person.type === "booking" ? "scheduler" : "checkout",
    pageUrl: "",
    timestamp: new Date(receivedAt).toISOString(),
    metadata,
  };
  if (validateLead(lead).length > 0) return null;
  return {
    id: randomUUID(),
    receivedAt,
    lead,
    consent: { marketingConsent: false, consentedAt: null, textVersion: null, locale, page: "" },
    spamReason: null,
  };
}
