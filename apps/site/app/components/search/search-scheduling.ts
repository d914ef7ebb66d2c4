import { schedulingLink, type BookingOptionId, type SchedulingUrls } from "@vantreo/search";
import { siteConfig } from "../../config/site-config";

/**
 * The site's five scheduling pages (spec section 7) keyed by the search package's booking
 * option ids, so booking cards and bookable services link to the configured pages.
 */
export const SEARCH_SCHEDULING_URLS: Readonly<Record<BookingOptionId, string>> = {
  assessment: siteConfig.scheduling.assessment,
  workshop: siteConfig.scheduling["workshop-half-day"],
  "deep-dive": siteConfig.scheduling["deep-dive-60"],
  consultation: siteConfig.scheduling["consultation-30"],
  discovery: siteConfig.scheduling["discovery-15"],
} satisfies SchedulingUrls;

/** A booking option's scheduling page with utm_source=search and the option as utm_service. */
export function bookingOptionLink(id: BookingOptionId): string {
  return schedulingLink(SEARCH_SCHEDULING_URLS[id], { source: "search", service: id });
}
