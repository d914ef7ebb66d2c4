import type { SiteShellProps } from "./site-shell";

/**
 * What a route module may declare about its page's shell, as its React Router `handle` export
 * (https://reactrouter.com/start/framework/route-module#handle): a page for the firm's staff
 * (the lead desk, the data room's admin console) gets the shell without the public site's
 * marketing furniture.
 */
export type ShellHandle = { shell: "staff" };

/** The `handle` of a staff page's route module: `export const handle = STAFF_PAGE;`. */
export const STAFF_PAGE: ShellHandle = { shell: "staff" };

/**
 * The Content-Security-Policy a staff page adds to the site's, as a `<meta http-equiv>` in its
 * head. A page's policies are all enforced, so a request must pass each (CSP Level 3, section
 * 3.3 and 3.5). Staff pages show leads' and investors' personal data and run no tracker, so this
 * policy lets them reach nothing but the site itself: a script that got into a desk page could not
 * send what it reads to a third-party host, not even one the site trusts. The served header of a
 * staff page names no tracker host either: postbuild reads this `<meta>` as the mark of a page
 * that loads no tracker (scripts/postbuild/script-hashes.mjs). The `<meta>` is the page's own
 * second layer, kept wherever the file is served. Inline scripts are left to the header
 * (`'unsafe-inline'` here; the header allows them by hash).
 */
export const STAFF_PAGE_POLICY = [
  "script-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "frame-src 'none'",
].join("; ");

/** A matched route as the shell reads it (React Router's `useMatches()` entries fit). */
export type ShellMatch = { id: string; handle?: unknown };

/**
 * Routes whose one prerendered page answers many paths (site-policy.mjs, DOCUMENT_SHELLS), by
 * route id, with that page's English path: the language links hydrate from it.
 */
const SHELL_PATHS: Readonly<Record<string, string>> = {
  "dataroom-document": "/dataroom/__document",
  "desk-lead": "/desk/leads/__lead",
};

function isStaffHandle(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    (handle as Partial<ShellHandle>).shell === "staff"
  );
}

/**
 * What the shell must know about a page, from the routes that matched it (the ids route-table.ts
 * gives, with `.de`/`.ar` for the other locales, and each module's `handle`): the not-found
 * page, a shell page that serves many paths (a data-room document, a desk lead) and its English
 * path, and whether it is a staff page.
 */
export function shellKind(matches: readonly ShellMatch[]): Omit<SiteShellProps, "children"> {
  const ids = matches.map((match) => match.id);
  const shellPath = ids
    .map((id) => SHELL_PATHS[id.replace(/\.(de|ar)$/, "")])
    .find((path) => path !== undefined);
  return {
    notFound: ids.includes("not-found"),
    shellPath,
    staff: matches.some((match) => isStaffHandle(match.handle)),
  };
}
