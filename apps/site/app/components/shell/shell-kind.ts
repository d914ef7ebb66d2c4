import type { SiteShellProps } from "./site-shell";

/**
 * Routes whose one prerendered page answers many paths (site-policy.mjs, DOCUMENT_SHELLS), by
 * route id, with that page's English path: the language links hydrate from it.
 */
const SHELL_PATHS: Readonly<Record<string, string>> = {
  "dataroom-document": "/dataroom/__document",
  "desk-lead": "/desk/leads/__lead",
};

/**
 * What the shell must know about a page, from the ids of the routes that matched it (the ids
 * route-table.ts gives, with `.de`/`.ar` for the other locales): the not-found page, or a shell
 * page that serves many paths (a data-room document, a desk lead) and its English path.
 */
export function shellKind(routeIds: readonly string[]): Omit<SiteShellProps, "children"> {
  const shellPath = routeIds
    .map((id) => SHELL_PATHS[id.replace(/\.(de|ar)$/, "")])
    .find((path) => path !== undefined);
  return { notFound: routeIds.includes("not-found"), shellPath };
}
