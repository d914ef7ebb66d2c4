/** One definition per locale: everything else (routes, <html lang dir>, fonts) derives from it. */
export const LOCALES = {
  en: { code: "en", label: "English", dir: "ltr", htmlLang: "en", prefix: "" },
  de: { code: "de", label: "Deutsch", dir: "ltr", htmlLang: "de", prefix: "/de" },
  ar: { code: "ar", label: "العربية", dir: "rtl", htmlLang: "ar", prefix: "/ar" },
} as const;

export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = "en";

/** The locale comes from the path prefix (/de, /ar); any other path is English (spec section 2). */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first === "de" || first === "ar" ? first : DEFAULT_LOCALE;
}
