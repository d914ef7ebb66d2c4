import { localeFromPath } from "@vantreo/i18n";
import { shellPageMeta } from "../../components/staff/private-page-meta";
import { STAFF_PAGE } from "../../components/shell/shell-kind";
import { DESK_COPY } from "../../copy/desk-pages";
import { Island } from "../../islands/island";
import type { Route } from "./+types/app";

/** A page for the firm's staff: the shell leaves out the public site's marketing. */
export const handle = STAFF_PAGE;

/** The shell's head in the language of its path (the app sets each page's title in the browser). */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return { pathname, copy: DESK_COPY[localeFromPath(pathname)].inbox };
}

/**
 * `noindex,nofollow`, no hreflang, and no canonical or og:url: the one shell answers every path
 * of the app (server/site-policy.mjs, `STAFF_APP`).
 */
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { copy, pathname } = loaderData;
  return shellPageMeta({ title: copy.title, description: copy.description, path: pathname });
}

/**
 * The staff app's shell (`/desk…` and `/dataroom/admin`, one per locale): the app loads in the
 * browser, signs in, and routes between the desk's pages and the data room's administration
 * without a page load (app/staff-app).
 */
export default function StaffAppShell() {
  return <Island name="staff-app" />;
}
