/** A path cut into its pathname (no trailing slash except the root) and its `?query#hash` rest. */
export interface SplitPath {
  pathname: string;
  suffix: string;
}

/**
 * Splits off the query string and hash and normalizes the pathname, so `/about/?a=1` and
 * `/about?a=1` map alike. A missing leading slash is added; an empty path is the root.
 */
export function splitPath(path: string): SplitPath {
  const cut = path.search(/[?#]/);
  const rawPathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? "" : path.slice(cut);
  const withSlash = rawPathname.startsWith("/") ? rawPathname : `/${rawPathname}`;
  const pathname = withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : withSlash;
  return { pathname, suffix };
}
