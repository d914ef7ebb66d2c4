import { withoutClickIds, type AttributionData } from "@vantreo/consent";
import type { VisitorDetails } from "./visitor-memory";

/** The external pages the site books and sells through (from its configuration). */
export type OutboundTargets = {
  /** The five scheduling pages (Cal.com). */
  scheduling: readonly string[];
  /** The prefix of the hosted checkout links (Stripe Payment Links). */
  checkoutPrefix: string;
};

/** What a booking or checkout link can carry about the visit. */
export type VisitContext = {
  visitor: VisitorDetails | null;
  /** The campaign of the visit (utm_*), never the advertising click ids. */
  attribution: AttributionData;
};

// Cal.com's notes field; a longer message is cut, the lead keeps it whole.
const NOTES_MAX = 500;

const isScheduling = (url: URL, targets: OutboundTargets) =>
  targets.scheduling.some((page) => {
    const target = new URL(page);
    return url.origin === target.origin && url.pathname === target.pathname;
  });

/**
 * A scheduling link prefilled through Cal.com's URL parameters: `name`, `email` and `notes` from
 * the visitor's form, and the booking's `metadata[…]`: the lead id and the visit's campaign, which
 * the lead API's Cal.com webhook reads to attach the booking. The link's own `utm_source` (where
 * it sits) and `utm_service` stay. Returns the link unchanged when it is not a scheduling page.
 */
export function prefillSchedulingUrl(href: string, targets: OutboundTargets, visit: VisitContext) {
  const url = new URL(href);
  if (!isScheduling(url, targets)) return href;
  const { visitor, attribution } = visit;
  if (visitor) {
    if (visitor.name) url.searchParams.set("name", visitor.name);
    url.searchParams.set("email", visitor.email);
    if (visitor.notes) url.searchParams.set("notes", visitor.notes.slice(0, NOTES_MAX));
    url.searchParams.set("metadata[leadId]", visitor.leadId);
  }
  for (const [field, value] of Object.entries(withoutClickIds(attribution)))
    if (value) url.searchParams.set(`metadata[${field}]`, value);
  const service = url.searchParams.get("utm_service");
  if (service) url.searchParams.set("metadata[utm_service]", service);
  return url.toString();
}

/**
 * A hosted checkout link with what Stripe's Payment Links accept: `client_reference_id` (the lead
 * id, which the checkout's webhook names), `prefilled_email`, and the visit's `utm_*`. Returns the
 * link unchanged when it is not a checkout link.
 */
export function prefillCheckoutUrl(href: string, targets: OutboundTargets, visit: VisitContext) {
  if (!href.startsWith(targets.checkoutPrefix)) return href;
  const url = new URL(href);
  const { visitor, attribution } = visit;
  if (visitor) {
    url.searchParams.set("client_reference_id", visitor.leadId);
    url.searchParams.set("prefilled_email", visitor.email);
  }
  for (const [field, value] of Object.entries(withoutClickIds(attribution)))
    if (value) url.searchParams.set(field, value);
  return url.toString();
}

/** Either prefill, whichever the link is. */
export function prefillOutboundUrl(href: string, targets: OutboundTargets, visit: VisitContext) {
  try {
    return prefillCheckoutUrl(prefillSchedulingUrl(href, targets, visit), targets, visit);
  } catch {
    // Not an absolute URL: a link inside the site.
    return href;
  }
}
