import { siteConfig } from "../../config/site-config";
import type { BookingTargets } from "./conversion-triggers";

/** The site's scheduling pages and checkout prefix, from its one configuration. */
export const SITE_BOOKING_TARGETS: BookingTargets = {
  scheduling: Object.values(siteConfig.scheduling),
  checkoutPrefix: siteConfig.checkoutUrl(""),
};
