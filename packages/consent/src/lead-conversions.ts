import type { ConversionEvent, TrackedLeadKind } from "./conversion-values";

/** What a captured lead is worth: its conversion event and its tracking value (spec section 9). */
export type LeadConversions = {
  conversion?: ConversionEvent;
  tracking?: TrackedLeadKind;
};

/** Where a lead was sent from, as far as its value depends on it. */
export type LeadOrigin = {
  /** True for the contact page's own form; a contact lead from any other page is a capture. */
  contactPage: boolean;
  /**
   * True for a service page's brief request (a lead magnet, `requestedLeadMagnet` of
   * `@vantreo/leads`): a whitepaper (75), whatever its lead type.
   */
  leadMagnet?: boolean;
};

/**
 * The conversions of a lead the lead API accepted, by its lead type (spec sections 3 and 9):
 *
 * - `contact` on the contact page: contact form 100, tracked at 2000; on any other page (the
 *   service pages' inline form): a lead capture, tracked at 500;
 * - `demo-request`: demo request 500;
 * - `newsletter`: newsletter 25, tracked at 100; `exit-intent` (the popup opened by the mouse
 *   leaving the window, still a newsletter signup): exit intent 50, tracked as a newsletter;
 * - `assessment` (the maturity report's form): tracked at 750 (the result itself is the
 *   assessment conversion, 300); `analysis` (the ROI calculator's form): calculator lead 1000;
 * - `data-rights` and `abandonment` are no sale and count for nothing;
 * - a lead-magnet request (`origin.leadMagnet`, sent as an `analysis` lead): whitepaper 75.
 */
export function leadConversions(leadType: string, origin: LeadOrigin): LeadConversions {
  if (origin.leadMagnet) return { conversion: "whitepaper" };
  switch (leadType) {
    case "contact":
      return origin.contactPage
        ? { conversion: "contact_form", tracking: "contact_form" }
        : { tracking: "lead_capture" };
    case "demo-request":
      return { conversion: "demo_request" };
    case "newsletter":
      return { conversion: "newsletter", tracking: "newsletter" };
    case "exit-intent":
      return { conversion: "exit_intent", tracking: "newsletter" };
    case "assessment":
      return { tracking: "assessment" };
    case "analysis":
      return { tracking: "calculator_lead" };
    default:
      return {};
  }
}
