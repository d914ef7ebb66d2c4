// The browser build's "react-router" (vite.config.ts aliases it there, and only there). Islands
// use React Router's components and hooks — <Link>, useLocation, useNavigate, useSearchParams —
// but no data router runs in the browser: every page is its own prerendered document. This
// module implements just those, over the island's location (IslandRoot) and `navigateTo`, at a
// fraction of the router's weight. The prerender uses the real router; `router-shim.test.tsx`
// renders both and requires the same markup.
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { navigateTo, type PageLocation } from "./page-location";

type Path = { pathname?: string; search?: string; hash?: string };
type To = string | Path;

/** What `useLocation()` returns (the parts islands read). */
export type Location = PageLocation & { state: unknown; key: string };

const LocationContext = createContext<Location | null>(null);

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

function useLocationValue(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error("useLocation() may be used only inside an island's <Router>");
  return location;
}

/** A link target resolved against the current page, as React Router's `useHref` would. */
export function resolveHref(to: To, location: PageLocation): string {
  if (typeof to !== "string") {
    return `${to.pathname ?? location.pathname}${to.search ?? ""}${to.hash ?? ""}`;
  }
  if (ABSOLUTE_URL.test(to) || to.startsWith("/")) return to;
  if (to.startsWith("?") || to.startsWith("#")) return `${location.pathname}${to}`;
  // A relative path resolves against the route, and an island's router has no routes: "/".
  const url = new URL(to, "http://x/");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Provides an island's location (IslandRoot). `navigator` and `static` are accepted and unused. */
export function Router({
  location,
  children,
}: {
  location: Partial<PageLocation> | string;
  navigator?: unknown;
  static?: boolean;
  children?: ReactNode;
}) {
  const value = useMemo<Location>(() => {
    const parts = typeof location === "string" ? new URL(location, "http://x") : location;
    return {
      pathname: parts.pathname || "/",
      search: parts.search ?? "",
      hash: parts.hash ?? "",
      state: null,
      key: "default",
    };
  }, [location]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useLocation(): Location {
  return useLocationValue();
}

type NavigateOptions = { replace?: boolean };

export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const location = useLocationValue();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === "number") window.history.go(to);
      else navigateTo(resolveHref(to, location), options);
    },
    [location],
  );
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]>;

export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((previous: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const location = useLocationValue();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === "function" ? next(new URLSearchParams(location.search)) : next;
      const search = new URLSearchParams(
        value instanceof URLSearchParams || typeof value === "string"
          ? value
          : Object.entries(value).flatMap(([key, item]) =>
              (Array.isArray(item) ? item : [item]).map((entry) => [key, entry]),
            ),
      ).toString();
      navigateTo(`${location.pathname}${search ? `?${search}` : ""}`, options);
    },
    [location.pathname, location.search],
  );
  return [params, setParams];
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  replace?: boolean;
  reloadDocument?: boolean;
  prefetch?: string;
  discover?: string;
  state?: unknown;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  relative?: string;
};

function modified(event: MouseEvent) {
  return event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * A plain link. Another page loads as a document (that is what it is); a new query string on
 * the same page updates the islands in place, as the router's link would.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    replace,
    reloadDocument,
    prefetch: _prefetch,
    discover = "render",
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    relative: _relative,
    onClick,
    target,
    ...rest
  },
  ref,
) {
  const location = useLocationValue();
  const isAbsolute = typeof to === "string" && ABSOLUTE_URL.test(to);
  const href = resolveHref(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || isAbsolute) return;
    if (event.button !== 0 || modified(event) || (target && target !== "_self")) return;
    const url = new URL(href, window.location.href);
    if (url.pathname === window.location.pathname && url.search !== window.location.search) {
      event.preventDefault();
      navigateTo(href, { replace });
    }
  };
  return (
    <a
      {...rest}
      href={href}
      onClick={handleClick}
      ref={ref}
      target={target}
      data-discover={!isAbsolute && discover === "render" ? "true" : undefined}
    />
  );
});

function notInIslands(name: string): never {
  throw new Error(
    `${name}() reads React Router's route data, which exists only while prerendering; pass what an island needs as its props`,
  );
}

// Route-data hooks: components that call them render only in the prerender (never as islands);
// they are here so the route modules React Router still builds for the browser resolve.
export function useMatches(): never {
  return notInIslands("useMatches");
}
export function useRouteLoaderData(): never {
  return notInIslands("useRouteLoaderData");
}
export function useLoaderData(): never {
  return notInIslands("useLoaderData");
}
export function useParams(): never {
  return notInIslands("useParams");
}

/** React Router's check for a thrown route response (status, statusText, data). */
export function isRouteErrorResponse(error: unknown): boolean {
  return (
    error != null &&
    typeof (error as { status?: unknown }).status === "number" &&
    typeof (error as { statusText?: unknown }).statusText === "string" &&
    typeof (error as { internal?: unknown }).internal === "boolean" &&
    "data" in (error as object)
  );
}
