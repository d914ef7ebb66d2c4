import type { Analytics } from "@vantreo/consent";
import { useEffect, useRef } from "react";
import { useLocation } from "../../navigation";
import { SITE_BOOKING_TARGETS } from "./booking-targets";
import { viewConversions } from "./conversion-triggers";

/**
 * The view conversions of spec section 9 (comparison, service and pricing views), once per
 * page, as soon as analytics consent allows it: like the page view, the page in view counts
 * for a visitor who accepts on it.
 */
export function useViewConversions(analytics: Analytics, allowed: boolean): void {
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!allowed || reported.current === pathname) return;
    reported.current = pathname;
    for (const name of viewConversions(pathname, document, SITE_BOOKING_TARGETS))
      analytics.conversion(name);
  }, [analytics, allowed, pathname]);
}
