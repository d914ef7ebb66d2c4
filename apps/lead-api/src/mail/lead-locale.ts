import { DEFAULT_LOCALE, isLocale, type Locale } from "@vantreo/i18n";
import type { ConsentEvidence } from "../store/lead-records";

/**
 * The visitor's language: the locale the lead (or request) was sent from, else English. Their
 * acknowledgement goes out in it, and the sales notification names it as the language to reply in.
 */
export function leadLocale(record: { consent: Pick<ConsentEvidence, "locale"> }): Locale {
  const locale = record.consent.locale;
  return locale && isLocale(locale) ? locale : DEFAULT_LOCALE;
}
