/**
 * The site's routes an internal link may point to: a collection of paths (`/insights/why-ai-stalls`)
 * or a predicate for route patterns the caller resolves itself.
 */
export type KnownRoutes = Iterable<string> | ((path: string) => boolean);

/** Normalises `/careers/?a=1#x` to `/careers` (query, fragment and trailing slash do not change the route). */
export function routePath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? "";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Turns {@link KnownRoutes} into one membership test on normalised paths. */
export function routeMatcher(routes: KnownRoutes): (path: string) => boolean {
  if (typeof routes === "function") return routes;
  const set = new Set<string>();
  for (const route of routes) set.add(routePath(route));
  return (path) => set.has(path);
}
