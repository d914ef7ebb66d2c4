import { hasLocalizedVersion, localeFromPath, localizePath, type Locale } from "@vantreo/i18n";
import { useCallback } from "react";
import { useLocation } from "./page-location-provider";

/** The locale of the current page, from its path prefix (spec section 2). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/**
 * A link target in the visitor's language: the localized page where it exists, else the English
 * page. (Only the language switch falls back to a locale's home; an in-page link to an
 * English-only page such as a service detail should still reach that page.)
 */
export function linkPath(englishPath: string, locale: Locale): string {
  const pathname = englishPath.split(/[?#]/)[0] ?? englishPath;
  return hasLocalizedVersion(pathname, locale) ? localizePath(englishPath, locale) : englishPath;
}

/** {@link linkPath} bound to the current locale. */
export function useLocalizedPath(): (englishPath: string) => string {
  const locale = useLocale();
  return useCallback((englishPath: string) => linkPath(englishPath, locale), [locale]);
}
