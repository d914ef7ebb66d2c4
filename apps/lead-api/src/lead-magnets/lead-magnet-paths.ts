import type { Locale } from "@vantreo/i18n";

/** The download endpoint (the site forwards `/v1/*` to the lead API, so links name the site). */
export const LEAD_MAGNET_DOWNLOAD_PATH = "/v1/lead-magnets/download";

/**
 * The link a delivery mail carries. The token rides in the query, not the path, so the API's
 * request log (which records the path) never holds it; `lang` picks the language of the page
 * that answers a link the API does not know.
 */
export function leadMagnetDownloadUrl(siteUrl: string, token: string, locale: Locale): string {
  return `${siteUrl}${LEAD_MAGNET_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}&lang=${locale}`;
}

/**
 * Where the site serves a brief: `<build>/client/lead-magnets/<service id>.<locale>.pdf`, written
 * by the site's build (`apps/site/scripts/lead-magnets`, `briefFileName`).
 */
export function leadMagnetFileUrl(siteUrl: string, serviceId: string, locale: Locale): string {
  return `${siteUrl}/lead-magnets/${serviceId}.${locale}.pdf`;
}
