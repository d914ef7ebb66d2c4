import { LOCALES, type Locale } from "../locales";
import { LOCALIZED_PAGES, pageKeyOf } from "./localized-pages";
import { splitPath } from "./split-path";

/**
 * Whether an English page has a version in a locale. Every English page exists in English;
 * German and Arabic exist only for the pages of `LOCALIZED_PAGES` (spec section 2).
 */
export function hasLocalizedVersion(englishPath: string, locale: Locale): boolean {
  if (locale === "en") return true;
  return pageKeyOf(splitPath(englishPath).pathname, "en") !== undefined;
}

/**
 * The path of an English page in a locale: `/privacy-policy` becomes `/de/privacy`, `/about`
 * becomes `/ar/about`. A page without a version in that locale falls back to the locale's home
 * (spec section 2). A query string or hash on the input is kept.
 */
export function localizePath(englishPath: string, locale: Locale): string {
  const { pathname, suffix } = splitPath(englishPath);
  if (locale === "en") return `${pathname}${suffix}`;
  const key = pageKeyOf(pathname, "en");
  const home = LOCALES[locale].prefix;
  return `${key ? LOCALIZED_PAGES[key][locale] : home}${suffix}`;
}
