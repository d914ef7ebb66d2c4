import { createContext, useContext, useMemo, type ReactNode } from "react";
import { navigateTo, type PageLocation } from "../islands/page-location";

/** How a navigation is made: push a new history entry, or replace the current one. */
export type NavigateOptions = { replace?: boolean };

/** Goes to a resolved href (a path on this site or an absolute URL). */
export type PageNavigator = (href: string, options?: NavigateOptions) => void;

/** Whether a path is a page of a client-routed app around the links (the staff app's paths). */
export type ClientRoutes = (pathname: string) => boolean;

type PageLocationValue = {
  location: PageLocation;
  navigate: PageNavigator;
  clientRoutes: ClientRoutes | undefined;
};

const PageLocationContext = createContext<PageLocationValue | null>(null);

/** Props of {@link PageLocationProvider}. */
export type PageLocationProviderProps = {
  /** The page's location: where it was prerendered, or (in an island) where the browser is. */
  location: PageLocation;
  /**
   * Where navigations go: `navigateTo` (a page load for another path, an in-place update for a
   * new query string). A test gives an in-memory history instead (`MemoryPageLocation`).
   */
  navigate?: PageNavigator;
  /**
   * The paths `navigate` renders in place (a client-routed app: the staff app). A link to one of
   * them is followed without a page load; every other path is a document, as on the public site.
   */
  clientRoutes?: ClientRoutes;
  children?: ReactNode;
};

/**
 * The location that `Link`, `useLocation`, `useNavigate` and `useSearchParams` read. The page's
 * `App` (root.tsx) provides it from React Router while prerendering; each island's `IslandRoot`
 * provides it in the prerender and in the browser, so both render the same markup.
 */
export function PageLocationProvider({
  location,
  navigate = navigateTo,
  clientRoutes,
  children,
}: PageLocationProviderProps) {
  const { pathname, search, hash } = location;
  const value = useMemo(
    () => ({ location: { pathname, search, hash }, navigate, clientRoutes }),
    [pathname, search, hash, navigate, clientRoutes],
  );
  return <PageLocationContext.Provider value={value}>{children}</PageLocationContext.Provider>;
}

/** The provider's value; throws a clear error outside one. */
export function usePageLocationValue(hook: string): PageLocationValue {
  const value = useContext(PageLocationContext);
  if (!value) throw new Error(`${hook} needs a <PageLocationProvider> (IslandRoot or the App)`);
  return value;
}

/** The current page's pathname, search and hash. */
export function useLocation(): PageLocation {
  return usePageLocationValue("useLocation()").location;
}
