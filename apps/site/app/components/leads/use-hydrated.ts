import { useAfterHydration } from "../../islands/use-after-hydration";

const inBrowser = () => true;

/**
 * False while prerendering and during hydration, true afterwards (at once for a component
 * mounted after the page hydrated). Values that exist only in the browser (the query string of a
 * prerendered page) are applied after hydration, so the first client render matches the static
 * HTML.
 */
export function useHydrated(): boolean {
  return useAfterHydration(inBrowser, false);
}
