import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards (and on client-side
 * navigations). Values that exist only in the browser (the query string of a prerendered page)
 * are applied after hydration, so the first client render matches the static HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
