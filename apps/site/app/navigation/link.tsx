import type { ComponentProps, MouseEvent } from "react";
import { usePageLocationValue } from "./page-location-provider";
import { isAbsoluteUrl, resolveHref, type To } from "./resolve-href";

/** Props of {@link Link}: an anchor's, with `to` for its target. */
export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** The target: a path, a query or fragment alone, an absolute URL, or the parts of a path. */
  to: To;
  /** Replace the current history entry instead of adding one (same-page updates). */
  replace?: boolean;
  /** Always a page load, even for a new query string on the same page. */
  reloadDocument?: boolean;
};

const modified = (event: MouseEvent) =>
  event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link. Another page loads as a document (every page is a prerendered one), except a path the
 * provider's `clientRoutes` claims (the staff app renders it in place); a new query string
 * or fragment on the same page goes through the page's navigator, which updates the URL in place
 * and re-renders the islands. The markup is React Router's `<Link>`'s: an `<a>` with the resolved
 * href and `data-discover` on the site's own paths.
 */
export function Link({ to, replace, reloadDocument, onClick, target, ref, ...rest }: LinkProps) {
  const { location, navigate, clientRoutes } = usePageLocationValue("<Link>");
  const absolute = isAbsoluteUrl(to);
  const href = resolveHref(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || absolute) return;
    // A new tab or window, a download, or another button: the browser's own behaviour (HTML
    // "following hyperlinks").
    if (event.button !== 0 || modified(event) || (target && target !== "_self")) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // Another path is a page load, unless a client-routed app around the link renders it.
    const samePath = url.pathname === location.pathname;
    if (!samePath && !clientRoutes?.(url.pathname)) return;
    if (samePath && url.search === location.search && url.hash === location.hash) return;
    event.preventDefault();
    navigate(href, { replace });
  };
  return (
    <a
      {...rest}
      href={href}
      onClick={handleClick}
      ref={ref}
      target={target}
      data-discover={absolute ? undefined : "true"}
    />
  );
}
