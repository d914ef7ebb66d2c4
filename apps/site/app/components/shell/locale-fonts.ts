// The text of every page is set in a web font (font-display: swap). Found only through the
// stylesheet, the font arrives after the first paint and the text reflows when it swaps in
// (Lighthouse measured CLS 0.05 to 0.2). So each page preloads the faces its language uses
// first: Inter (latin) for English and German, IBM Plex Sans Arabic 400 and 600 for Arabic.
// The URLs come from the same woff2 files the UI kit's stylesheet (@fontsource) points at, so
// Vite emits one asset for both; the postbuild fails the build if a preload and the built
// stylesheet ever name different files (the browser would then download the font twice).
import type { Locale } from "@vantreo/i18n";
import { preload } from "react-dom";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import plexArabic400 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url";
import plexArabic600 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url";

/** The font files each locale's pages preload. */
export const LOCALE_FONTS: Readonly<Record<Locale, readonly string[]>> = {
  en: [interLatin],
  de: [interLatin],
  ar: [plexArabic400, plexArabic600],
};

/**
 * Preloads the locale's faces as React 19 resources: React writes them into <head> before the
 * stylesheet and the scripts. A font is always fetched in CORS mode (CSS Fonts Level 4, "Font
 * fetching requirements"), so the preload needs `crossorigin` or the browser cannot reuse it.
 */
export function preloadLocaleFonts(locale: Locale) {
  for (const href of LOCALE_FONTS[locale]) {
    preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  }
}
