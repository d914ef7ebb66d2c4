/** The part of a URL a page's components see as their location. */
export type PageLocation = { pathname: string; search: string; hash: string };

type Listener = () => void;
const listeners = new Set<Listener>();

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
 * Where links and `navigate()` calls go. Every page is its own prerendered HTML document, so
 * another path is a real page load; a new query string on the same page (a catalogue filter)
 * updates the URL in place and re-renders the islands; a new fragment on the same page scrolls
 * to it as a plain link would.
 */
export function navigateTo(href: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(href, window.location.href);
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
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (replace) window.history.replaceState(window.history.state, "", path);
  else window.history.pushState(null, "", path);
  notify();
}
