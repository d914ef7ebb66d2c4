import type { PageLocation } from "../islands/page-location";

/** A link target: a URL or path string, or the parts of one (missing parts: the current page's). */
export type To = string | Partial<PageLocation>;

// A scheme (RFC 3986 section 3.1) or a network-path reference ("//host", section 4.2).
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** Whether `to` leaves the site's paths: another origin, `mailto:`, `tel:`… */
export function isAbsoluteUrl(to: To): boolean {
  return typeof to === "string" && ABSOLUTE_URL.test(to);
}

/**
 * The href of a link target on the page at `location`, written as React Router's `<Link>` writes
 * it (its markup must not change under the islands that hydrate it): absolute URLs and paths as
 * they are, a query or fragment alone on the current path, and a relative path against the site
 * root (pages are flat documents, not nested routes; write absolute paths).
 */
export function resolveHref(to: To, location: PageLocation): string {
  if (typeof to !== "string") {
    return `${to.pathname ?? location.pathname}${to.search ?? ""}${to.hash ?? ""}`;
  }
  if (isAbsoluteUrl(to) || to.startsWith("/")) return to;
  if (to.startsWith("?") || to.startsWith("#")) return `${location.pathname}${to}`;
  const url = new URL(to, "http://site.invalid/");
  return `${url.pathname}${url.search}${url.hash}`;
}
