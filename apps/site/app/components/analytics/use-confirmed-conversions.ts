import type { Analytics } from "@vantreo/consent";
import { useEffect } from "react";
import { useLocation } from "../../navigation";

// The two confirmation pages in any locale; the rest of the work loads only there.
const CONFIRMATION_PAGE = /\/(booking-confirmed|payment-success)\/?$/;

/**
 * The confirmed conversions: a booking the scheduler confirmed (the booking conversion, 1000,
 * tracked at 5000) and a paid order (GA4's `purchase` with the catalogue price), each sent once
 * per booking or checkout session and only with analytics consent: a reload, or a visit before
 * consent, sends nothing more. Their code loads on the two confirmation pages only, so no other
 * page carries it (`send-confirmed-conversion.ts`).
 */
export function useConfirmedConversions(analytics: Analytics, allowed: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!allowed || !CONFIRMATION_PAGE.test(pathname)) return;
    void import("./send-confirmed-conversion").then(({ sendConfirmedConversion }) =>
      sendConfirmedConversion(analytics, pathname, search, document),
    );
  }, [analytics, allowed, pathname, search]);
}
