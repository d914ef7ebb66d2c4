import { LOCALE_CODES, type Locale } from "@vantreo/i18n";
import { requestedLeadMagnetLocale } from "@vantreo/leads";
import { leadLocale } from "../mail/lead-locale";
import type { LeadRecord } from "../store/lead-records";

/**
 * The language of a lead's brief and of its delivery mail: the one chosen in the form
 * (`metadata.lead_magnet_locale`), else the language of the page it was sent from.
 */
export function leadMagnetLocale(record: LeadRecord): Locale {
  return requestedLeadMagnetLocale(record.lead.metadata, LOCALE_CODES, leadLocale(record));
}
