import type { ServiceCta } from "@vantreo/content";
import { bookingUrl, siteConfig, type BookingKind } from "../../config/site-config";

/**
 * Where a service call to action leads (spec section 7): fixed-price buttons to the card
 * payment provider's hosted checkout, scheduling buttons to the scheduling page with
 * utm_source and utm_service, everything else to /contact with source and utm_service.
 */
export function serviceCtaHref(cta: ServiceCta, slug: string): { href: string; external: boolean } {
  if (cta.href.startsWith("checkout:")) {
    return { href: siteConfig.checkoutUrl(cta.href.slice("checkout:".length)), external: true };
  }
  if (cta.href.startsWith("booking:")) {
    const kind = cta.href.slice("booking:".length) as BookingKind;
    return { href: bookingUrl(kind, "service-page", slug), external: true };
  }
  return { href: cta.href, external: false };
}
