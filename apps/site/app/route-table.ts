/**
 * The one route table of the site: every page, the file that renders it and the locales it
 * exists in. `routes.ts` (React Router) and the prerender list both derive from it.
 */
import { LOCALES, type Locale } from "@vantreo/i18n";

export interface PageRoute {
  /** Stable id; localized copies get `${id}.${locale}`. */
  id: string;
  /** The English path, without a leading slash ("" for home). */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Locales this page exists in (English always). */
  locales: readonly Locale[];
}

const ALL: readonly Locale[] = ["en", "de", "ar"];

export const PAGE_ROUTES: readonly PageRoute[] = [{ id: "home", path: "", file: "routes/home.tsx", locales: ALL }];

/** The path of a page in a locale, with the locale prefix. */
export function pagePath(route: PageRoute, locale: Locale): string {
  const prefix = LOCALES[locale].prefix;
  const path = route.path ? `/${route.path}` : "";
  return `${prefix}${path}` || "/";
}

/** Every path to render at build time, plus the not-found page for 404.html. */
export function prerenderPaths(): string[] {
  const paths = PAGE_ROUTES.flatMap((route) => route.locales.map((locale) => pagePath(route, locale)));
  return [...paths, "/__not-found"];
}
