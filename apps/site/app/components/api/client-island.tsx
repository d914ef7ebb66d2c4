import { lazy, Suspense, useContext, type ReactNode } from "react";
import { StaffResourcesContext } from "../../islands/staff-resources";
import { useHydrated } from "../leads/use-hydrated";

const StaffTranslations = lazy(() => import("../staff/staff-translations"));

/**
 * The browser-only part of a data-room or desk page. Its module (with TanStack Query and the API
 * client) is loaded with `React.lazy` after hydration, so it never weighs on the page's initial bundle
 * (the route budgets, `scripts/quality/route-budgets.mjs`); until then, and in the prerendered HTML, `fallback` is shown.
 * On staff pages (their islands get the resources) it runs under i18next and react-i18next,
 * loaded with it (`staff-translations.tsx`).
 */
export function ClientIsland({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  const staffResources = useContext(StaffResourcesContext);
  if (!hydrated) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      {staffResources ? (
        <StaffTranslations resources={staffResources}>{children}</StaffTranslations>
      ) : (
        children
      )}
    </Suspense>
  );
}
