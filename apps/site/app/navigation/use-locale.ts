import { localeFromPath, localizePath, type Locale } from "@vantreo/i18n";
import { useCallback } from "react";
import { useLocation } from "react-router";

/** The locale of the current page, from its path prefix (spec section 2). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Maps an English path to the current locale's version (or that locale's home when absent). */
export function useLocalizedPath(): (englishPath: string) => string {
  const locale = useLocale();
  return useCallback((englishPath: string) => localizePath(englishPath, locale), [locale]);
}
