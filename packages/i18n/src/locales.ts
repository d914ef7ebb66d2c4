/**
 * One definition per locale; routes, `<html lang dir>` and formatting derive from it
 * (spec section 2: English without prefix, German under /de, Arabic under /ar, right-to-left).
 */
export const LOCALES = {
  en: {
    code: "en",
    label: "English",
    dir: "ltr",
    htmlLang: "en",
    prefix: "",
  },
  de: {
    code: "de",
    label: "Deutsch",
    dir: "ltr",
    htmlLang: "de",
    prefix: "/de",
  },
  ar: {
    code: "ar",
    // The selector names each language in its own script (spec section 2).
    label: "العربية",
    dir: "rtl",
    htmlLang: "ar",
    prefix: "/ar",
  },
} as const;

/** A locale code of the site: `en`, `de` or `ar`. */
export type Locale = keyof typeof LOCALES;

/** The definition of one locale: code, label, dir, htmlLang and prefix. */
export type LocaleDefinition = (typeof LOCALES)[Locale];

/** English: the locale of every path without a prefix. */
export const DEFAULT_LOCALE: Locale = "en";

/** The locale codes in the order the language selector lists them (the order of {@link LOCALES}). */
export const LOCALE_CODES: readonly Locale[] = Object.freeze(Object.keys(LOCALES) as Locale[]);

/** Whether a string is one of the site's locale codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(LOCALES, value);
}

/** The locale comes from the path prefix (/de, /ar); any other path is English (spec section 2). */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && LOCALES[first].prefix === `/${first}` ? first : DEFAULT_LOCALE;
}

/**
 * The path prefixes of the locales that have one, as a regular expression alternation
 * (`/de|/ar`), for path patterns that hold in every locale: `^(?:${…})?/desk`.
 */
export const LOCALE_PREFIX_PATTERN: string = LOCALE_CODES.map((code) => LOCALES[code].prefix)
  .filter((prefix) => prefix !== "")
  .join("|");
