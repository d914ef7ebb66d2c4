import type { Analytics } from "@vantreo/consent";
import { useEffect } from "react";
import { clickConversion } from "./conversion-triggers";

/**
 * The click conversions of spec section 9 (the PDF report downloads; bookings count on the
 * booking-confirmed page instead) from one capture-phase listener on the document, like `cta_click`: the
 * links open a new tab or start a download, and the static HTML they sit in never hydrates.
 * The dispatcher sends nothing without analytics consent.
 */
export function useConversionClicks(analytics: Analytics): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = clickConversion(event.target);
      if (!trigger) return;
      analytics.conversion(trigger.conversion);
      if (trigger.tracking) analytics.lead(trigger.tracking);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [analytics]);
}
