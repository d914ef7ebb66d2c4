import { Suspense, type ReactNode } from "react";
import { useHydrated } from "../leads/use-hydrated";

/**
 * The browser-only part of a data-room page. Its module (with TanStack Query and the API client)
 * is loaded with `React.lazy` after hydration, so it never weighs on the page's initial bundle
 * (the route budgets, `scripts/quality/route-budgets.mjs`); until then, and in the prerendered HTML, `fallback` is shown.
 */
export function ClientIsland({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : <>{fallback}</>;
}
