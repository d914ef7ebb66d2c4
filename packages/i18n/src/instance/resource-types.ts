import type { Locale } from "../locales";

/** A tree of translated strings: nested objects whose leaves are strings. */
export interface StringTree {
  readonly [key: string]: string | StringTree;
}

/** The strings of one locale, by namespace (the shared ones, and any the site adds). */
export type LocaleResources = Readonly<Record<string, StringTree>>;

/** Strings for some or all locales, by locale then namespace; the shape i18next takes. */
export type Resources = Readonly<Partial<Record<Locale, LocaleResources>>>;
