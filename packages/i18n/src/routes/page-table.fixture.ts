/**
 * The localized pages written out by hand from spec section 2, as [English, German, Arabic]
 * paths: the expectations the route tests check the code against.
 */
export const PAGE_TABLE: readonly (readonly [en: string, de: string, ar: string])[] = [
  ["/", "/de", "/ar"],
  ["/services", "/de/services", "/ar/services"],
  ["/contact", "/de/contact", "/ar/contact"],
  ["/privacy-policy", "/de/privacy", "/ar/privacy"],
  ["/solutions", "/de/solutions", "/ar/solutions"],
  ["/about", "/de/about", "/ar/about"],
  ["/private-llm", "/de/private-llm", "/ar/private-llm"],
  ["/data-architecture", "/de/data-architecture", "/ar/data-architecture"],
  ["/ai-governance", "/de/ai-governance", "/ar/ai-governance"],
  ["/private-ai-infrastructure", "/de/private-ai-infrastructure", "/ar/private-ai-infrastructure"],
  [
    "/data-engineering-modernization",
    "/de/data-engineering-modernization",
    "/ar/data-engineering-modernization",
  ],
  ["/careers", "/de/careers", "/ar/careers"],
  ["/documentation", "/de/documentation", "/ar/documentation"],
  ["/atlanta-data-experts", "/de/atlanta-data-experts", "/ar/atlanta-data-experts"],
];

/** English pages that have no German or Arabic version (a sample of spec section 2's routes). */
export const ENGLISH_ONLY = [
  "/insights",
  "/insights/private-ai-roi",
  "/case-studies",
  "/bookings",
  "/trust-assessment",
  "/tools/ai-roi-calculator",
  "/compare/ey-alternative",
  "/cybersecurity/threat-detection",
  "/services/rag-architecture",
  "/cookie-preferences",
  "/impressum",
  "/data-engineering",
] as const;

/** The investor data room's pages, in the three locales at the same paths. */
export const DATAROOM_TABLE: readonly (readonly [en: string, de: string, ar: string])[] = [
  ["/investors", "/de/investors", "/ar/investors"],
  ["/dataroom", "/de/dataroom", "/ar/dataroom"],
  ["/dataroom/access", "/de/dataroom/access", "/ar/dataroom/access"],
  ["/dataroom/admin", "/de/dataroom/admin", "/ar/dataroom/admin"],
  ["/dataroom/verify", "/de/dataroom/verify", "/ar/dataroom/verify"],
  ["/dataroom/:slug", "/de/dataroom/:slug", "/ar/dataroom/:slug"],
  ["/dataroom/__document", "/de/dataroom/__document", "/ar/dataroom/__document"],
];

/** The double opt-in pages of the lead API (newsletter, data-rights request), in the three locales. */
export const NEWSLETTER_TABLE: readonly (readonly [en: string, de: string, ar: string])[] = [
  ["/newsletter/confirm", "/de/newsletter/confirm", "/ar/newsletter/confirm"],
  ["/newsletter/unsubscribe", "/de/newsletter/unsubscribe", "/ar/newsletter/unsubscribe"],
  ["/data-rights/verify", "/de/data-rights/verify", "/ar/data-rights/verify"],
  // Where the scheduler and the checkout send a visitor back after a booking or a payment.
  ["/booking-confirmed", "/de/booking-confirmed", "/ar/booking-confirmed"],
  ["/payment-success", "/de/payment-success", "/ar/payment-success"],
];

/** The lead desk (staff only) and its one lead shell, in the three locales. */
export const DESK_TABLE: readonly (readonly [en: string, de: string, ar: string])[] = [
  ["/desk", "/de/desk", "/ar/desk"],
  ["/desk/spam", "/de/desk/spam", "/ar/desk/spam"],
  ["/desk/leads/:id", "/de/desk/leads/:id", "/ar/desk/leads/:id"],
  ["/desk/leads/__lead", "/de/desk/leads/__lead", "/ar/desk/leads/__lead"],
  ["/desk/privacy", "/de/desk/privacy", "/ar/desk/privacy"],
  ["/desk/staff", "/de/desk/staff", "/ar/desk/staff"],
  ["/desk/mail", "/de/desk/mail", "/ar/desk/mail"],
  ["/desk/account", "/de/desk/account", "/ar/desk/account"],
  ["/desk/welcome", "/de/desk/welcome", "/ar/desk/welcome"],
];
