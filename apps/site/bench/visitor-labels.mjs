// The accessible names the interaction flows find controls by (visitor-actions.mjs), per locale,
// taken from the i18n resources the pages are rendered with, so a renamed label cannot leave the
// bench looking for a control that no longer exists.
import { LOCALE_CODES, RESOURCES } from "@vantreo/i18n";

/** A locale's labels of the header, the menu, search, the theme toggle and the cookie banner. */
export function labelsOf(resources) {
  const { common, consent, search } = resources;
  return {
    openMenu: common.header.openMenu,
    closeMenu: common.header.closeMenu,
    menu: common.menu.title,
    search: search.title,
    switchToLight: common.theme.switchToLight,
    banner: consent.banner.title,
    decline: consent.banner.decline,
  };
}

/** The labels of every locale. */
export const LABELS = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, labelsOf(RESOURCES[locale])]),
);

/** The locale of a site path: its first segment when that is a locale's, else English. */
export function localeOf(path) {
  const first = path.split("/")[1];
  return LOCALE_CODES.includes(first) && first !== "en" ? first : "en";
}
