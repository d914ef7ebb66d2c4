import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../seo/page-meta";

/** The staff and investor pages stay out of search engines and their link graph. */
export const PRIVATE_ROBOTS = "noindex,nofollow";

/** The head of a private page (data room, lead desk): `noindex,nofollow`, no hreflang. */
export function privatePageMeta(seo: {
  title: string;
  description: string;
  path: string;
}): MetaDescriptor[] {
  return pageMeta({ ...seo, robots: PRIVATE_ROBOTS, alternates: false });
}

/**
 * The head of a page whose one prerendered shell answers many paths (a data-room document, a
 * lead): {@link privatePageMeta} without a canonical or og:url, which would name the shell while
 * prerendering and differ from the browser's path.
 */
export function shellPageMeta(seo: {
  title: string;
  description: string;
  path: string;
}): MetaDescriptor[] {
  return privatePageMeta(seo).filter(
    (d) => !("rel" in d && d.rel === "canonical") && !("property" in d && d.property === "og:url"),
  );
}

/** The root route's strings as a shell page's meta reads them: `resources[namespace][section]`. */
type RootMatch = { loaderData?: unknown } | undefined;

/**
 * The head of a shell page from the strings the root loader put in the page (a shell has no
 * build-time loader of its own): `title` and `description` of `resources[namespace][section]`,
 * `fallbackTitle` when they are missing. See {@link shellPageMeta}.
 */
export function shellMetaFromRoot(
  { matches, location }: { matches: readonly RootMatch[]; location: { pathname: string } },
  namespace: string,
  section: string,
  fallbackTitle: string,
): MetaDescriptor[] {
  const root = matches[0]?.loaderData as
    | { resources?: Record<string, Record<string, { title?: string; description?: string }>> }
    | undefined;
  const strings = root?.resources?.[namespace]?.[section] ?? {};
  return shellPageMeta({
    title: strings.title ?? fallbackTitle,
    description: strings.description ?? "",
    path: location.pathname,
  });
}
