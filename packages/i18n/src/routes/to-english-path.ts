import { LOCALES, localeFromPath } from "../locales";
import { LOCALIZED_PAGES, pageKeyOf } from "./localized-pages";
import { splitPath } from "./split-path";

/**
 * The English page shown at a path, or `undefined` when the path is under /de or /ar but is not
 * one of the localized pages (so it is a not-found page there). English paths are their own
 * English page.
 */
export function englishPageOf(pathname: string): string | undefined {
  const path = splitPath(pathname).pathname;
  const locale = localeFromPath(path);
  if (locale === "en") return path;
  const key = pageKeyOf(path, locale);
  return key ? LOCALIZED_PAGES[key].en : undefined;
}

/**
 * The English path of any site path: `/de/privacy` gives `/privacy-policy`, `/ar` gives `/`,
 * English paths come back normalized. An unknown path under a locale prefix loses its prefix
 * (`/de/unknown` gives `/unknown`). A query string or hash is kept.
 */
export function toEnglishPath(pathname: string): string {
  const { pathname: path, suffix } = splitPath(pathname);
  const known = englishPageOf(path);
  if (known !== undefined) return `${known}${suffix}`;
  const prefix = LOCALES[localeFromPath(path)].prefix;
  return `${path.slice(prefix.length) || "/"}${suffix}`;
}
