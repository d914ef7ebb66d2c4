import type { SiteShellProps } from "./site-shell";

/**
 * What the shell must know about a page, from the ids of the routes that matched it (the ids
 * route-table.ts gives): the not-found page, or a data-room document (whose one shell page
 * serves every document).
 */
export function shellKind(routeIds: readonly string[]): Omit<SiteShellProps, "children"> {
  return {
    notFound: routeIds.includes("not-found"),
    documentShell: routeIds.some((id) => id.startsWith("dataroom-document")),
  };
}
