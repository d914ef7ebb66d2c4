import { readAttribution, withoutClickIds } from "@vantreo/consent";
import { useEffect } from "react";
import { SITE_BOOKING_TARGETS } from "../analytics/booking-targets";
import { prefillOutboundUrl } from "./outbound-links";
import { recallVisitor } from "./visitor-memory";

/**
 * Prefills a scheduling or checkout link at the moment it is followed (a click, a middle click,
 * Enter): the static pages keep plain links, and what the visitor told a form in this visit and
 * the visit's campaign go only into the link they choose. Functional, so it runs without
 * analytics consent; the advertising click ids never go along. Renders nothing.
 */
export function OutboundPrefill() {
  useEffect(() => {
    const onActivate = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const anchor = event.target.closest<HTMLAnchorElement>("a[href]");
      if (!anchor) return;
      const href = anchor.href;
      const prefilled = prefillOutboundUrl(href, SITE_BOOKING_TARGETS, {
        visitor: recallVisitor(),
        attribution: withoutClickIds(readAttribution()),
      });
      if (prefilled !== href) anchor.href = prefilled;
    };
    document.addEventListener("click", onActivate, true);
    document.addEventListener("auxclick", onActivate, true);
    return () => {
      document.removeEventListener("click", onActivate, true);
      document.removeEventListener("auxclick", onActivate, true);
    };
  }, []);
  return null;
}
