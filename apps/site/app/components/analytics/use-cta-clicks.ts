import type { Analytics } from "@vantreo/consent";
import { useEffect } from "react";
import { ctaFromTarget } from "./cta-from-target";

/**
 * `cta_click` for the hero and footer consultation buttons (spec section 7), from one listener
 * on the document, so the buttons need nothing but their `data-cta` attribute. Capture phase:
 * the buttons open a new tab, and the event must be seen before anything stops it.
 */
export function useCtaClicks(analytics: Analytics): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const cta = ctaFromTarget(event.target);
      if (cta) analytics.ctaClick(cta);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [analytics]);
}
