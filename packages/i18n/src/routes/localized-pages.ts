import { LOCALE_CODES, LOCALES, type Locale } from "../locales";

/**
 * The pages that exist in German and Arabic, as their path without the locale prefix in each
 * locale (spec section 2). Privacy is the one page whose path differs: /privacy-policy in
 * English, /privacy under /de and /ar. The investor data room follows the spec's
 * list: its pages are served in all three languages at the same paths under each prefix.
 */
const PAGE_SEGMENTS = {
  home: { en: "", localized: "" },
  services: { en: "services", localized: "services" },
  contact: { en: "contact", localized: "contact" },
  privacy: { en: "privacy-policy", localized: "privacy" },
  solutions: { en: "solutions", localized: "solutions" },
  about: { en: "about", localized: "about" },
  "private-llm": { en: "private-llm", localized: "private-llm" },
  "data-architecture": { en: "data-architecture", localized: "data-architecture" },
  "ai-governance": { en: "ai-governance", localized: "ai-governance" },
  "private-ai-infrastructure": {
    en: "private-ai-infrastructure",
    localized: "private-ai-infrastructure",
  },
  "data-engineering-modernization": {
    en: "data-engineering-modernization",
    localized: "data-engineering-modernization",
  },
  careers: { en: "careers", localized: "careers" },
  documentation: { en: "documentation", localized: "documentation" },
  atlanta: { en: "atlanta-data-experts", localized: "atlanta-data-experts" },
  investors: { en: "investors", localized: "investors" },
  dataroom: { en: "dataroom", localized: "dataroom" },
  "dataroom-access": { en: "dataroom/access", localized: "dataroom/access" },
  "dataroom-admin": { en: "dataroom/admin", localized: "dataroom/admin" },
  // Where the mail that verifies an access request links (the lead API's double opt-in).
  "dataroom-verify": { en: "dataroom/verify", localized: "dataroom/verify" },
  // The document route's pattern, and the one shell page prerendered for it: documents are
  // served by the lead API to a valid session only, never built as pages.
  "dataroom-document": { en: "dataroom/:slug", localized: "dataroom/:slug" },
  "dataroom-document-shell": { en: "dataroom/__document", localized: "dataroom/__document" },
  // Where the newsletter's confirmation mail links (the lead API's double opt-in).
  "newsletter-confirm": { en: "newsletter/confirm", localized: "newsletter/confirm" },
  // Where a newsletter mail's unsubscribe link opens (the lead API's one-click unsubscribe).
  "newsletter-unsubscribe": { en: "newsletter/unsubscribe", localized: "newsletter/unsubscribe" },
  // Where a data-rights receipt's verification link points (the request's double opt-in).
  "data-rights-verify": { en: "data-rights/verify", localized: "data-rights/verify" },
  // Where the scheduler and the checkout send a visitor back (booking, payment).
  "booking-confirmed": { en: "booking-confirmed", localized: "booking-confirmed" },
  "payment-success": { en: "payment-success", localized: "payment-success" },
  // The lead desk (staff only), and the one shell page prerendered for every lead.
  desk: { en: "desk", localized: "desk" },
  "desk-spam": { en: "desk/spam", localized: "desk/spam" },
  "desk-lead": { en: "desk/leads/:id", localized: "desk/leads/:id" },
  "desk-lead-shell": { en: "desk/leads/__lead", localized: "desk/leads/__lead" },
  // The desk's administration: the privacy queue, staff accounts and the written mails.
  "desk-privacy": { en: "desk/privacy", localized: "desk/privacy" },
  "desk-staff": { en: "desk/staff", localized: "desk/staff" },
  "desk-mail": { en: "desk/mail", localized: "desk/mail" },
  // Every staff member's own account, and where a mailed invitation or reset link lands.
  "desk-account": { en: "desk/account", localized: "desk/account" },
  "desk-welcome": { en: "desk/welcome", localized: "desk/welcome" },
} as const;

/** The key of a page that exists in all three locales (`home`, `privacy`, `atlanta`, ...). */
export type LocalizedPageKey = keyof typeof PAGE_SEGMENTS;

/** The full path of a page in one locale, prefix included: "/" for English home, "/de" for German. */
function joinPath(locale: Locale, segment: string): string {
  const path = `${LOCALES[locale].prefix}${segment ? `/${segment}` : ""}`;
  return path || "/";
}

function buildPages(): Record<LocalizedPageKey, Record<Locale, string>> {
  const entries = Object.entries(PAGE_SEGMENTS).map(([key, segments]) => {
    const paths = Object.fromEntries(
      LOCALE_CODES.map((locale) => [
        locale,
        joinPath(locale, locale === "en" ? segments.en : segments.localized),
      ]),
    ) as Record<Locale, string>;
    return [key, paths] as const;
  });
  return Object.fromEntries(entries) as Record<LocalizedPageKey, Record<Locale, string>>;
}

/**
 * The localized route map: for each page that exists in de and ar, its full path in every
 * locale, e.g. `LOCALIZED_PAGES.privacy` is
 * `{ en: "/privacy-policy", de: "/de/privacy", ar: "/ar/privacy" }`.
 */
export const LOCALIZED_PAGES: Readonly<Record<LocalizedPageKey, Readonly<Record<Locale, string>>>> =
  buildPages();

/** The keys of every localized page, in the order of the spec's list. */
export const LOCALIZED_PAGE_KEYS = Object.keys(PAGE_SEGMENTS) as readonly LocalizedPageKey[];

/** The key of the page shown at a full path in a given locale, if that page is localized. */
export function pageKeyOf(path: string, locale: Locale): LocalizedPageKey | undefined {
  return LOCALIZED_PAGE_KEYS.find((key) => LOCALIZED_PAGES[key][locale] === path);
}
