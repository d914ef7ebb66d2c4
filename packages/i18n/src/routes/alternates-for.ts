import { LOCALE_CODES } from "../locales";
import { regionOrigin } from "../regions/region-origin";
import { REGIONS } from "../regions/regions";
import { hasLocalizedVersion, localizePath } from "./localize-path";
import { toEnglishPath } from "./to-english-path";

/** One `<link rel="alternate" hreflang href>` of a page. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The alternates of the page at `pathname` (any locale): one per locale the page exists in
 * (en, de, ar), one per regional host (en-US on www, en-SG on sg, de-DE on de, ar-SA on sa;
 * spec section 2) where the page exists in that region's locale, and x-default on the English
 * page. Region alternates are left out when `origin` is localhost or an IP address.
 */
export function alternatesFor(pathname: string, origin: string): Alternate[] {
  const base = new URL(origin).origin;
  const english = toEnglishPath(pathname).replace(/[?#].*$/, "");
  const locales = LOCALE_CODES.filter((locale) => hasLocalizedVersion(english, locale)).map(
    (locale) => ({ hreflang: locale, href: `${base}${localizePath(english, locale)}` }),
  );
  const regions = REGIONS.flatMap((region) => {
    const host = regionOrigin(base, region.host);
    if (host === undefined || !hasLocalizedVersion(english, region.siteLocale)) return [];
    return [
      { hreflang: region.locale, href: `${host}${localizePath(english, region.siteLocale)}` },
    ];
  });
  return [...locales, ...regions, { hreflang: "x-default", href: `${base}${english}` }];
}
