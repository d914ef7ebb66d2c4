import { hasLocalizedVersion, localizePath, type Locale } from "@vantreo/i18n";

/**
 * Where a search result or quick action leads in the visitor's locale: the localized page when
 * one exists (spec section 2 lists them), else the English page itself. Unlike the language
 * selector, a result never falls back to the locale's home: the visitor asked for that page.
 */
export function sitePath(englishPath: string, locale: Locale): string {
  return hasLocalizedVersion(englishPath, locale) ? localizePath(englishPath, locale) : englishPath;
}
