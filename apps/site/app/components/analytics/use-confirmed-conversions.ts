import type { Analytics } from "@vantreo/consent";
import { useEffect } from "react";
import { useLocation } from "../../navigation";
import { browserSentConversions, confirmedConversion } from "./confirmed-conversion";

/**
 * The confirmed conversions: a booking the scheduler confirmed (the booking conversion, 1000,
 * tracked at 5000) and a paid order (GA4's `purchase` with the catalogue price), each sent once
 * per booking or checkout session and only with analytics consent: a reload, or a visit before
 * consent, sends nothing more.
 */
export function useConfirmedConversions(analytics: Analytics, allowed: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!allowed) return;
    const confirmed = confirmedConversion(pathname, search, document);
    if (!confirmed) return;
    const sent = browserSentConversions();
    const key = `${confirmed.kind}:${confirmed.id}`;
    if (sent.has(key)) return;
    sent.add(key);
    if (confirmed.kind === "booking") {
      analytics.conversion("booking");
      analytics.lead("booking");
      return;
    }
    analytics.event("purchase", {
      transaction_id: confirmed.id,
      currency: "USD",
      ...(confirmed.value === null ? {} : { value: confirmed.value }),
      items: [{ item_id: confirmed.product }],
    });
  }, [analytics, allowed, pathname, search]);
}
