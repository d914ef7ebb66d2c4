import { isLocale, localeFromPath } from "@vantreo/i18n";
import type { Lead } from "@vantreo/leads";
import type { ConsentEvidence } from "../store/lead-records";

/** The metadata key of the consent text's version (e.g. `2025-06`), set by the form. */
export const CONSENT_TEXT_VERSION_FIELD = "consent_text_version";

/** The metadata key of the page's locale (`en`, `de`, `ar`), set by the form. */
export const LOCALE_FIELD = "locale";

const MAX_VERSION_LENGTH = 64;

function pageLocale(pageUrl: string): string | null {
  if (!pageUrl) return null;
  try {
    return localeFromPath(new URL(pageUrl).pathname);
  } catch {
    return null;
  }
}

/**
 * The consent proof stored with a lead: the marketing-consent choice, the server's receipt time
 * when consent was given, the consent text's version, the locale (as sent, or read from the
 * page's path) and the page.
 */
export function consentEvidence(lead: Lead, receivedAt: number): ConsentEvidence {
  const version = lead.metadata[CONSENT_TEXT_VERSION_FIELD];
  const locale = lead.metadata[LOCALE_FIELD];
  const marketingConsent = lead.metadata.marketing_consent;
  return {
    marketingConsent,
    consentedAt: marketingConsent ? receivedAt : null,
    textVersion:
      typeof version === "string" || typeof version === "number"
        ? String(version).slice(0, MAX_VERSION_LENGTH) || null
        : null,
    locale: typeof locale === "string" && isLocale(locale) ? locale : pageLocale(lead.pageUrl),
    page: lead.pageUrl,
  };
}
