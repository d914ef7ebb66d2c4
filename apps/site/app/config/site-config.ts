import { FIRM } from "@vantreo/firm";

/**
 * The site's one typed configuration (STYLE.md rule 8): brand, contact details, scheduling and
 * payment links, the lead endpoint and analytics ids. The firm's facts (brand, office, phone,
 * e-mail, hours) come from `@vantreo/firm` (`packages/firm/firm.json`), which the lead API's
 * mails read too; the rest from the build environment (VITE_* variables) with defaults that work
 * locally.
 */
const env = import.meta.env;

function read(name: string, fallback: string): string {
  const value = env[name] as string | undefined;
  return value && value.trim() !== "" ? value.trim() : fallback;
}

/** The five scheduling pages of spec section 7, opened in a new tab. */
export type BookingKind =
  "discovery-15" | "assessment" | "consultation-30" | "workshop-half-day" | "deep-dive-60";

const schedulingBase = read("VITE_SCHEDULING_BASE_URL", "https://cal.vantreo.com");
const checkoutBase = read("VITE_CHECKOUT_BASE_URL", "https://pay.vantreo.com/checkout");

export const siteConfig = {
  brand: FIRM.brand,
  shortBrand: FIRM.shortBrand,
  origin: read("VITE_SITE_ORIGIN", "https://www.vantreo.com"),
  email: read("VITE_CONTACT_EMAIL", FIRM.email),
  // Until firm.json holds the firm's real number its placeholder shows here; a production build
  // refuses to run with it (scripts/check-firm-facts.mjs).
  phone: FIRM.phone ?? { display: "", tel: "" },
  address: FIRM.address,
  hours: { days: FIRM.hours.days, opens: FIRM.hours.opens, closes: FIRM.hours.closes },
  // Same-origin by default: the local server (and, in production, the CDN) routes /v1/* to the
  // lead API, so the site needs no CORS and its CSP allows only 'self' for connections.
  leadEndpoint: read("VITE_LEAD_ENDPOINT", "/v1/leads"),
  consentEndpoint: read("VITE_CONSENT_ENDPOINT", "/v1/consents"),
  scheduling: {
    "discovery-15": `${schedulingBase}/discovery-15`,
    assessment: `${schedulingBase}/assessment`,
    "consultation-30": `${schedulingBase}/consultation-30`,
    "workshop-half-day": `${schedulingBase}/workshop-half-day`,
    "deep-dive-60": `${schedulingBase}/deep-dive-60`,
  } satisfies Record<BookingKind, string>,
  /** Hosted checkout link of a fixed-price product (one per product key of the catalogue). */
  checkoutUrl(product: string): string {
    return `${checkoutBase}/${encodeURIComponent(product)}`;
  },
  analytics: {
    gtagId: read("VITE_GTAG_ID", ""),
    linkedInPartnerId: read("VITE_LINKEDIN_PARTNER_ID", ""),
  },
  /** Show the marketing-consent checkbox on lead forms (spec section 5). */
  marketingConsentCheckbox: read("VITE_MARKETING_CONSENT_CHECKBOX", "true") === "true",
} as const;

/**
 * A scheduling link with the attribution spec section 7 asks for: `utm_source` (where the link
 * sits) and `utm_service` (the service booked; a general consultation link names its session).
 */
export function bookingUrl(kind: BookingKind, utmSource: string, utmService?: string): string {
  const url = new URL(siteConfig.scheduling[kind]);
  url.searchParams.set("utm_source", utmSource);
  url.searchParams.set("utm_service", utmService || kind);
  return url.toString();
}
