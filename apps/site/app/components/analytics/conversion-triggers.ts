import {
  isConversionEvent,
  TRACKING_VALUES,
  type ConversionEvent,
  type TrackedLeadKind,
} from "@vantreo/consent";
import { toEnglishPath } from "@vantreo/i18n";

/** A conversion a click or a page sends, with the tracking value it also counts for. */
export type ConversionTrigger = { conversion: ConversionEvent; tracking?: TrackedLeadKind };

/** The external pages a booking click leads to (from the site's configuration). */
export type BookingTargets = {
  /** The scheduling pages of spec section 7 (discovery, assessment, consultation, …). */
  scheduling: readonly string[];
  /** The prefix of the card payment provider's hosted checkout links. */
  checkoutPrefix: string;
};

function isTrackedLeadKind(value: unknown): value is TrackedLeadKind {
  return typeof value === "string" && Object.hasOwn(TRACKING_VALUES, value);
}

/**
 * The conversion a click sends (spec sections 7 and 9), else null: an element marked
 * `data-conversion` (the PDF report downloads: whitepaper, or case study download on a case
 * study), optionally with a `data-conversion-tracking` lead kind. A click on a scheduling or
 * checkout link is no conversion: the booking counts when the scheduler confirms it (the
 * booking-confirmed page, see `confirmedConversion`), the purchase when the checkout succeeds.
 */
export function clickConversion(target: EventTarget | null): ConversionTrigger | null {
  if (!(target instanceof Element)) return null;
  const marked = target.closest("[data-conversion]");
  const name = marked?.getAttribute("data-conversion");
  if (marked && isConversionEvent(name)) {
    const tracking = marked.getAttribute("data-conversion-tracking");
    return isTrackedLeadKind(tracking) ? { conversion: name, tracking } : { conversion: name };
  }
  return null;
}

/**
 * The conversions a page sends once per view (spec section 9): a compare page is a comparison
 * view, a service detail page a service view, and a page that shows prices (the bookings page,
 * a page with fixed-price checkout buttons) a pricing view. Localized paths count as their
 * English page.
 */
export function viewConversions(
  pathname: string,
  document: Pick<Document, "querySelectorAll">,
  targets: BookingTargets,
): ConversionEvent[] {
  const path = toEnglishPath(pathname);
  const events: ConversionEvent[] = [];
  if (/^\/compare\/[^/]+\/?$/.test(path)) events.push("comparison_view");
  if (/^\/services\/.+/.test(path)) events.push("service_view");
  const checkout = Array.from(document.querySelectorAll("a[href]")).some((link) =>
    link.getAttribute("href")?.startsWith(targets.checkoutPrefix),
  );
  if (/^\/bookings\/?$/.test(path) || checkout) events.push("pricing_view");
  return events;
}
