import type { LeadFormValues } from "@vantreo/leads";

/** What the contact page takes from its query string (spec section 2). */
export type ContactPrefill = {
  /** The `source` text; the lead package infers the lead's source from it, else from the path. */
  source?: string;
  /** `subject` prefills the message. */
  initialValues: Partial<LeadFormValues>;
  /** Recorded with the lead: utm_service, subject, location. */
  metadata: Record<string, string>;
  /** `location=atlanta`: the page shows the Atlanta-office note. */
  atlanta: boolean;
};

// A query string is anyone's to write; keep each value to a sane length.
const LIMITS = { source: 100, utm_service: 100, subject: 200, location: 20 } as const;

function param(search: URLSearchParams, name: keyof typeof LIMITS): string {
  return (search.get(name) ?? "").trim().slice(0, LIMITS[name]);
}

/**
 * Reads the contact page's query parameters (spec section 2): `source` and `utm_service` from
 * calls to action, `subject` from article calls to action (prefills the message) and
 * `location=atlanta` from the Atlanta page.
 */
export function contactPrefill(search: URLSearchParams): ContactPrefill {
  const source = param(search, "source");
  const service = param(search, "utm_service");
  const subject = param(search, "subject");
  const atlanta = param(search, "location").toLowerCase() === "atlanta";
  return {
    ...(source ? { source } : {}),
    initialValues: subject ? { message: subject } : {},
    metadata: {
      ...(service ? { utm_service: service } : {}),
      ...(subject ? { subject } : {}),
      ...(atlanta ? { location: "atlanta" } : {}),
    },
    atlanta,
  };
}
