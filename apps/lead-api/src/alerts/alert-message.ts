import type { AlertLocale } from "@vantreo/contracts/core";
import { LOCALES } from "@vantreo/i18n";
import { leadLocale } from "../mail/lead-locale";
import { mailTranslator } from "../mail/templates/mail-layout";
import type { LeadRecord } from "../store/lead-records";

/** The longest value a fact carries into a chat message (a page URL can be long). */
const VALUE_MAX = 200;

/** What an alert says, in the rule's language, before a channel's format shapes it. */
export type AlertMessage = {
  locale: AlertLocale;
  /** "New lead: Demo request via Service page": also the notification's fallback text. */
  title: string;
  facts: { label: string; value: string }[];
  deskUrl: string;
  /** The link's label. */
  open: string;
};

const clip = (value: string) =>
  value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX - 1)}…` : value;

/**
 * The alert about a new lead, in the sales notification's words: its type, source, the language
 * to answer in, the company and the page, and the desk link. Deliberately a subset of the
 * notification's facts: no name, e-mail, phone or message, since a chat channel reaches more
 * people than the sales mailbox, and whoever needs them opens the lead in the desk.
 */
export function alertMessage(
  record: LeadRecord,
  locale: AlertLocale,
  siteUrl: string,
): AlertMessage {
  const t = mailTranslator(locale);
  const { lead } = record;
  const given = (value: string) =>
    clip(value.trim() === "" ? t("notification.notGiven") : value.trim());
  const label = (group: string, code: string) => t(`desk:${group}.${code}`, { defaultValue: code });
  const type = label("leadType", lead.leadType);
  const source = label("source", lead.source);
  return {
    locale,
    title: t("notification.subject", { type, source }),
    facts: [
      { label: t("notification.type"), value: type },
      { label: t("notification.source"), value: source },
      { label: t("notification.language"), value: label("locale", leadLocale(record)) },
      { label: t("notification.company"), value: given(lead.company) },
      { label: t("notification.page"), value: given(lead.pageUrl) },
    ],
    deskUrl: `${siteUrl}${LOCALES[locale].prefix}/desk/leads/${encodeURIComponent(record.id)}`,
    open: t("notification.open"),
  };
}
