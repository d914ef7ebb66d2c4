import type { i18n } from "i18next";
import type { Locale } from "../locales";
import { RESOURCES } from "../resources/resources";
import { createI18nInstance } from "./create-i18n-instance";
import type { Resources } from "./resource-types";

/**
 * A fresh i18next instance for one render in `locale`, initialized synchronously, with the
 * shared UI strings of all three locales unless other `resources` are given. Meant for Node
 * prerender, tests and Storybook; a browser bundle that should carry only the visitor's
 * language uses `createI18nInstance(locale, { [locale]: await loadResources(locale) })`.
 */
export function createI18n(locale: Locale, resources: Resources = RESOURCES): i18n {
  return createI18nInstance(locale, resources);
}
