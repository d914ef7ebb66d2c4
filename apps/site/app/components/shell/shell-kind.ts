import { DEFAULT_LOCALE, LOCALE_CODES } from "@vantreo/i18n";
import type { SiteShellProps } from "./site-shell";

// A localized route's id: the English id with `.de`, `.ar` (route-table.ts).
const LOCALE_ID_SUFFIX = new RegExp(
  `\\.(?:${LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE).join("|")})$`,
);

/**
 * What a route module may declare about its page's shell, as its React Router `handle` export
 * (https://reactrouter.com/start/framework/route-module#handle): a page for the firm's staff
 * (the lead desk, the data room's admin console) gets the shell without the public site's
 * marketing furniture.
 */
export type ShellHandle = { shell: "staff" };

/** The `handle` of a staff page's route module: `export const handle = STAFF_PAGE;`. */
export const STAFF_PAGE: ShellHandle = { shell: "staff" };

/** A matched route as the shell reads it (React Router's `useMatches()` entries fit). */
export type ShellMatch = { id: string; handle?: unknown };

/**
 * Routes whose one prerendered page answers many paths (site-policy.mjs, DOCUMENT_SHELLS), by
 * route id, with that page's English path: the language links hydrate from it.
 */
const SHELL_PATHS: Readonly<Record<string, string>> = {
  "dataroom-document": "/dataroom/__document",
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
    .map((id) => SHELL_PATHS[id.replace(LOCALE_ID_SUFFIX, "")])
    .find((path) => path !== undefined);
  return {
    notFound: ids.includes("not-found"),
    shellPath,
    staff: matches.some((match) => isStaffHandle(match.handle)),
  };
}
