import { collectSlowResources, type Analytics } from "@vantreo/consent";
import { useEffect } from "react";

const collected = new WeakSet<Analytics>();

/**
 * `slow_resource` for every resource over 1 second, 1000 ms after load (spec section 7), once
 * per page load. It waits for analytics consent, so a visitor who accepts on the landing page
 * still reports that page's slow resources (the runtime's own collection would have run before
 * the choice and sent nothing).
 */
export function useSlowResources(analytics: Analytics, allowed: boolean): void {
  useEffect(() => {
    if (!allowed || collected.has(analytics)) return;
    return collectSlowResources(analytics, { onCollected: () => collected.add(analytics) });
  }, [analytics, allowed]);
}
