import { useCallback, useState, type ReactNode } from "react";
import type { PageLocation } from "../islands/page-location";
import { PageLocationProvider, type NavigateOptions } from "./page-location-provider";

/** Splits a site path ("/services?category=ai#faq") into a location. */
export function pageLocationOf(path: string): PageLocation {
  const url = new URL(path, "http://site.invalid/");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Props of {@link MemoryPageLocation}. */
export type MemoryPageLocationProps = {
  /** Where the page starts. */
  path: string;
  /** Told of every navigation, after the location has changed. */
  onNavigate?: (href: string, options?: NavigateOptions) => void;
  children?: ReactNode;
};

/**
 * A page location kept in memory, for unit tests (as React Router's `MemoryRouter` is for its
 * apps): every navigation, to another page too, changes the location in place instead of
 * loading a document, so a test can see where a component sent the visitor.
 */
export function MemoryPageLocation({ path, onNavigate, children }: MemoryPageLocationProps) {
  const [location, setLocation] = useState(() => pageLocationOf(path));
  const navigate = useCallback(
    (href: string, options?: NavigateOptions) => {
      setLocation(pageLocationOf(href));
      onNavigate?.(href, options);
    },
    [onNavigate],
  );
  return (
    <PageLocationProvider location={location} navigate={navigate}>
      {children}
    </PageLocationProvider>
  );
}
