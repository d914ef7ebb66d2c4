/**
 * Copy of /cookie-preferences (spec section 2, legal routes; English only). It describes what
 * packages/consent does, in the words of the privacy policy's cookie table: functional always
 * on, analytics, marketing and personalization only after acceptance (spec section 6), GPC
 * declining every optional category (section 4), and the sticky do-not-sell opt-out.
 */

/** The keys of the optional categories shown as toggles. */
export type PreferenceCategoryId = "analytics" | "marketing" | "personalization";

/** The page's copy, selected by the route's loader so it ships in the HTML. */
export interface CookiePreferencesPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  lead: string;
  statusHeading: string;
  status: Record<"accepted" | "declined" | "unknown", string>;
  /** `{date}` is the date and time of the stored choice. */
  recordedOn: string;
  gpcActive: string;
  categoriesLegend: string;
  functional: { title: string; description: string; alwaysOn: string };
  categories: { id: PreferenceCategoryId; title: string; description: string }[];
  marketingLocked: string;
  doNotSell: { title: string; description: string };
  save: string;
  acceptAll: string;
  rejectAll: string;
  saved: string;
  noScript: string;
  related: { label: string; href: string }[];
}

/** /cookie-preferences in English. */
export const COOKIE_PREFERENCES_PAGE_COPY = {
  en: {
    title: "Cookie preferences",
    description:
      "Choose which optional cookies Vantreo Data & AI may use: analytics, marketing and personalization. Functional cookies stay on; change your choice at any time.",
    eyebrow: "Your privacy choices",
    h1: "Cookie preferences",
    lead: "Decide category by category what our website may do in this browser. Your choice applies as soon as you save it, is stored only in this browser and lasts 30 days, after which we ask again.",
    statusHeading: "Your current choice",
    status: {
      accepted: "Optional cookies accepted",
      declined: "Optional cookies declined",
      unknown: "No choice made yet",
    },
    recordedOn: "Recorded on {date}.",
    gpcActive:
      "Your browser sends a Global Privacy Control signal, so we have declined every optional category for you on each visit, and marketing stays off whatever you choose here.",
    categoriesLegend: "Cookie categories",
    functional: {
      title: "Functional",
      description:
        "Keeps the site secure and working: stores your consent choice, your language and light or dark theme, and the campaign parameters of the current visit in your browser.",
      alwaysOn: "Always on",
    },
    categories: [
      {
        id: "analytics",
        title: "Analytics",
        description:
          "Web analytics, a tag manager and session recording, which tell us in aggregate which pages are used and how fast the site is. These tools set their own cookies.",
      },
      {
        id: "marketing",
        title: "Marketing",
        description:
          "A professional network's advertising tag and a conversion tag that measure our campaigns, and our newsletter invitation, which a cookie then keeps away for 14 days.",
      },
      {
        id: "personalization",
        title: "Personalization",
        description:
          "Lets our tools remember the topics you read about, so that content and offers on this site can be tailored to them. While it is off, nothing is stored for this purpose.",
      },
    ],
    marketingLocked:
      "Marketing stays off while Global Privacy Control or your do-not-sell opt-out applies.",
    doNotSell: {
      title: "Do not sell or share my personal information",
      description:
        "Keeps marketing off in this browser, also after the banner asks again. Lifting the opt-out switches nothing back on by itself: turn marketing on and save.",
    },
    save: "Save preferences",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    saved: "Your cookie preferences have been saved.",
    noScript:
      "Changing these settings needs JavaScript. Without it, our website sets no analytics, marketing or personalization cookies at all.",
    related: [
      { label: "Privacy policy", href: "/privacy-policy" },
      { label: "Do not sell or share", href: "/do-not-sell" },
      { label: "Your data rights", href: "/data-rights" },
    ],
  },
} satisfies Record<"en", CookiePreferencesPageCopy>;
