import type { LocaleResources, Translator } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { ConsentContext } from "@vantreo/consent/react";
import { useEffect, useState, type ReactNode } from "react";
import { siteConsentRuntime } from "../components/consent/site-consent-runtime";
import { PageLocationProvider } from "../navigation";
import { IslandErrorBoundary } from "./island-error-boundary";
import { isStaffPath } from "./island-resources";
import { StaffResourcesContext } from "./staff-resources";
import { currentPageLocation, subscribePageLocation, type PageLocation } from "./page-location";

/** Props of {@link IslandRoot}. */
export type IslandRootProps = {
  /** The translator of the page's locale (one for all islands of the page). */
  translator: Translator;
  /** On staff pages: the strings as resources, for their consoles' i18next (`ClientIsland`). */
  resources?: Partial<LocaleResources>;
  /** Where the page was prerendered: the location the first render (and hydration) sees. */
  location: PageLocation;
  /** In the browser: follow the real URL after hydration. False when prerendering. */
  live: boolean;
  /** Called once, after the island's first commit (its hydration). */
  onHydrated?: () => void;
  children: ReactNode;
};

function HydrationSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

function useIslandLocation(prerendered: PageLocation, live: boolean): PageLocation {
  const [location, setLocation] = useState(prerendered);
  useEffect(() => {
    if (!live) return;
    const update = () => {
      const next = currentPageLocation();
      setLocation((previous) =>
        previous.pathname === next.pathname &&
        previous.search === next.search &&
        previous.hash === next.hash
          ? previous
          : next,
      );
    };
    // The prerender saw no query string (and data-room documents share one shell page): the real
    // URL applies right after hydration.
    update();
    return subscribePageLocation(update);
  }, [live]);
  return location;
}

/**
 * What is around every island, in the prerender and in the browser alike, so both render the
 * same markup: the page's location (for app/navigation's `Link`, `useLocation`,
 * `useSearchParams`, `useNavigate`), the page's translator (i18next in the prerender, the strings
 * it resolved in the browser), a staff page's resources and the page's one consent runtime
 * (started by the site-runtime island). The island itself sits in an error boundary
 * (`IslandErrorBoundary`): a render error shows the spec's message there, not a blank page.
 */
export function IslandRoot({
  translator,
  resources,
  location,
  live,
  onHydrated,
  children,
}: IslandRootProps) {
  const current = useIslandLocation(location, live);
  return (
    <PageLocationProvider location={current}>
      <TranslationProvider translator={translator}>
        <StaffResourcesContext value={resources ?? null}>
          <ConsentContext.Provider value={siteConsentRuntime()}>
            <IslandErrorBoundary report={!isStaffPath(location.pathname)}>
              {children}
            </IslandErrorBoundary>
            {onHydrated ? <HydrationSignal onHydrated={onHydrated} /> : null}
          </ConsentContext.Provider>
        </StaffResourcesContext>
      </TranslationProvider>
    </PageLocationProvider>
  );
}
