/** What a lead form collects; every field is what the visitor typed, untouched. */
export type LeadFormValues = {
  /** The full name from a single name field; split by `splitFullName`. */
  name?: string;
  /** Used instead of `name` by forms with separate name fields. */
  firstName?: string;
  /** Used instead of `name` by forms with separate name fields. */
  lastName?: string;
  email: string;
  phone?: string;
  company?: string;
  message?: string;
  /** The marketing-consent checkbox. */
  marketingConsent?: boolean;
};

/** How a lead form is set up where it is placed. */
export type LeadFormSettings = {
  /** The form's `lead_type` setting, e.g. `newsletter`. */
  leadType?: string;
  /** The form's source text, e.g. `footer` or the contact page's `?source=` value. */
  source?: string;
  /** The page the form is on; defaults to the current page in a browser. */
  pageUrl?: string;
  /** Whether the marketing-consent checkbox must be ticked (spec section 5). */
  consentRequired?: boolean;
  /** Whether the form asks for a name (true by default; a newsletter signup asks only for e-mail). */
  requireName?: boolean;
  /** Extra flat metadata to send, e.g. attribution (utm_source, gclid). */
  metadata?: Record<string, string | number | boolean>;
};
