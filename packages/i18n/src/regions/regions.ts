import type { Locale } from "../locales";

/** The subdomain of a regional host: www (United States), sg, de, sa (spec section 2). */
export type RegionHost = "www" | "sg" | "de" | "sa";

/** Settings of one regional host (spec section 3, "Region settings"). */
export interface RegionSettings {
  /** The subdomain serving this region. */
  host: RegionHost;
  /** BCP 47 locale used for Intl formatting and as the hreflang of the region's alternate. */
  locale: "en-US" | "en-SG" | "de-DE" | "ar-SA";
  /** The site locale (path prefix) the region's pages are served in. */
  siteLocale: Locale;
  /** ISO 4217 currency of the region's prices. */
  currency: "USD" | "SGD" | "EUR" | "SAR";
  /** The region's name as the spec writes it. */
  region: "US" | "Singapore" | "Germany" | "Saudi Arabia";
  /** ISO 3166-1 alpha-2 code sent to analytics. */
  analyticsRegion: "US" | "SG" | "DE" | "SA";
}

/** The four regions, United States first (spec section 9: US USD, Singapore SGD, Germany EUR, Saudi Arabia SAR). */
export const REGIONS: readonly RegionSettings[] = [
  {
    host: "www",
    locale: "en-US",
    siteLocale: "en",
    currency: "USD",
    region: "US",
    analyticsRegion: "US",
  },
  {
    host: "sg",
    locale: "en-SG",
    siteLocale: "en",
    currency: "SGD",
    region: "Singapore",
    analyticsRegion: "SG",
  },
  {
    host: "de",
    locale: "de-DE",
    siteLocale: "de",
    currency: "EUR",
    region: "Germany",
    analyticsRegion: "DE",
  },
  {
    host: "sa",
    locale: "ar-SA",
    siteLocale: "ar",
    currency: "SAR",
    region: "Saudi Arabia",
    analyticsRegion: "SA",
  },
];

/** The United States settings, used for any host that is not a regional one. */
export const DEFAULT_REGION: RegionSettings = REGIONS[0] as RegionSettings;

/**
 * The region of a hostname from its first label (`sg.vantreo.com` is Singapore); the United
 * States for www, the bare domain, localhost and anything else.
 */
export function regionForHost(hostname: string): RegionSettings {
  const first = hostname.toLowerCase().split(".")[0];
  const isSubdomain = hostname.split(".").length > 2;
  const match = isSubdomain ? REGIONS.find((region) => region.host === first) : undefined;
  return match ?? DEFAULT_REGION;
}
