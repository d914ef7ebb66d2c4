import type { Location, Navigator, To } from "react-router";

/** The part of a URL an island sees as its router location. */
export type PageLocation = Pick<Location, "pathname" | "search" | "hash">;

type Listener = () => void;
const listeners = new Set<Listener>();

function hrefOf(to: To): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;
}

/** The browser's current location, as islands see it. */
export function currentPageLocation(): PageLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** Calls `listener` whenever the page's URL changes without a page load (query updates, Back). */
export function subscribePageLocation(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener("popstate", notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("popstate", notify);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Where an island's links and `navigate()` calls go. Every page is its own prerendered HTML
 * document, so another path is a real page load; a new query string on the same page (a
 * catalogue filter) updates the URL in place and re-renders the islands; a new fragment on the
 * same page scrolls to it as a plain link would.
 */
export function navigateTo(to: To, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(hrefOf(to), window.location.href);
  const here = window.location;
  if (url.origin !== here.origin || url.pathname !== here.pathname) {
    if (replace) here.replace(url.href);
    else here.assign(url.href);
    return;
  }
  if (url.search === here.search) {
    if (url.hash !== here.hash) here.hash = url.hash;
    return;
  }
  const href = `${url.pathname}${url.search}${url.hash}`;
  if (replace) window.history.replaceState(window.history.state, "", href);
  else window.history.pushState(null, "", href);
  notify();
}

/** React Router's navigator for islands (their `<Link>`, `useNavigate` and `useSearchParams`). */
export const pageNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => navigateTo(to),
  replace: (to) => navigateTo(to, { replace: true }),
};

/** The navigator while prerendering: islands render links but never navigate. */
export const staticNavigator: Navigator = {
  createHref: hrefOf,
  go() {
    throw new Error("islands cannot navigate while prerendering");
  },
  push() {
    throw new Error("islands cannot navigate while prerendering");
  },
  replace() {
    throw new Error("islands cannot navigate while prerendering");
  },
};
