/**
 * The firm's published proof points (spec section 9, "Copy claims") and the one client each is
 * credited to. Every page, service entry, article and UI string in every locale that repeats a
 * figure must credit it to this client, or to none; `proof-points.test.ts` holds the site to it.
 * The clients are anonymised as in the case studies that report them.
 */
import type { Locale } from "@vantreo/i18n";

/** A kind of client as the copy names it, in each language. */
export type ClientKind =
  "retailer" | "insurer" | "federal-contractor" | "manufacturer" | "bank" | "health-provider";

/** Words that name each kind of client, per locale. */
export const CLIENT_WORDS: Record<ClientKind, Record<Locale, RegExp>> = {
  retailer: {
    en: /\bretail(?:er|ers)\b/i,
    de: /(?:Einzel)?[Hh]ändler|Handelsunternehmen/,
    ar: /(?:متجر|بائع|تاجر|شركة|سلسلة) (?:ال)?تجزئة|تاجر تجزئة/,
  },
  insurer: {
    en: /\binsur(?:er|ers|ance carrier|ance company)\b/i,
    de: /Versicherer|Versicherungsunternehmen|Versicherungsgesellschaft/,
    ar: /شركة تأمين|مؤمِّن|شركة للتأمين/,
  },
  "federal-contractor": {
    en: /\b(?:federal|government) contractor/i,
    de: /Bundesauftragnehmer|Auftragnehmer (?:des Bundes|der US-Bundesregierung)/,
    ar: /متعاقد (?:فيدرالي|حكومي)|مقاول (?:فيدرالي|حكومي)/,
  },
  manufacturer: {
    en: /\bmanufacturer/i,
    de: /Hersteller|Fertigungsunternehmen/,
    ar: /شركة تصنيع|مُصنِّع|مصنّع/,
  },
  bank: { en: /\bbank\b/i, de: /\bBank\b/, ar: /بنك|مصرف/ },
  "health-provider": {
    en: /\b(?:health system|hospital|clinic)/i,
    de: /Klinik|Krankenhaus|Gesundheitsverbund/,
    ar: /مستشف|نظام صحي|عيادات/,
  },
};

/** A proof point: how its figure is written in each language, and whose result it is. */
export interface ProofPoint {
  id: string;
  client: ClientKind;
  /** The case study that reports it. */
  source: string;
  figure: Record<Locale, RegExp>;
}

export const PROOF_POINTS: ProofPoint[] = [
  {
    id: "$15M annual impact in 6 weeks",
    client: "retailer",
    source: "/case-studies/missing-sixth-dimension",
    figure: {
      en: /\$15\s?M\b|\$15 million/i,
      de: /15 Mio\.|15 Millionen|\$15\s?M\b/,
      ar: /15 مليون|\$15\s?M\b/,
    },
  },
  {
    id: "deploy time 3 months to 2 weeks",
    client: "federal-contractor",
    source: "/case-studies/private-ai-infrastructure",
    figure: {
      en: /\b(?:3|three) months?\b[^.;]{0,60}?\b(?:2|two) weeks/i,
      de: /\b(?:3|drei) Monat(?:en|e)?\b[^.;]{0,60}?\b(?:2|zwei) Wochen/i,
      ar: /(?:3|ثلاثة) (?:أشهر|شهور)[^.;،]{0,60}?(?:أسبوعين|2 أسابيع)/,
    },
  },
  {
    id: "uptime 94% to 99.9%",
    client: "federal-contractor",
    source: "/case-studies/private-ai-infrastructure",
    figure: {
      en: /\b94\s?%/,
      de: /\b94\s?%/,
      ar: /\b94\s?[%٪]/,
    },
  },
  {
    id: "3x ROI projection",
    client: "insurer",
    source: "/case-studies/self-hosted-ai-roi",
    figure: {
      en: /(?<![\w-])3\s?x(?![\w-])|\b3×/i,
      de: /(?<![\w-])3\s?x(?![\w-])|\b3×|(?:3|drei)fach/i,
      ar: /(?<![\w-])3\s?x(?![\w-])|3×|(?:3|ثلاثة) أضعاف/i,
    },
  },
];

/**
 * How a return multiple is defined wherever one is claimed: net benefit ÷ cost, as in the ROI
 * guide (/ai-roi-measurement-guide), so "3x" means the benefits are four times the cost.
 */
export const NET_ROI_DEFINITION: Record<Locale, RegExp> = {
  en: /net (?:benefits?|return)[^.]{0,20}÷|net (?:benefit|return) (?:divided by|over) (?:total )?cost|net ROI/i,
  de: /Nettonutzen|Netto-ROI|netto/i,
  ar: /صافي/,
};
