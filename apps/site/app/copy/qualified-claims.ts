/**
 * Claims a lawyer would qualify, and the qualification each needs wherever it appears, in every
 * language (`qualified-claims.test.ts`). A translation may not claim more than the English: a
 * framework is something the firm's work is "aligned" with, never "compliant" or "konform"
 * (a legal conclusion only an auditor or a court can draw), and a design target is not a promise.
 */
import type { Locale } from "@vantreo/i18n";

/** A figure or badge that is only true with its qualification beside it. */
export interface QualifiedClaim {
  id: string;
  claim: Record<Locale, RegExp>;
  /** What the same string or card must also say. */
  qualifier: Record<Locale, RegExp>;
}

export const QUALIFIED_CLAIMS: QualifiedClaim[] = [
  {
    // Spec section 9: "VoIP cost cuts 40-60%". It is the telecom figure, not a firm-wide one.
    id: "40–60% cost reduction is the VoIP figure",
    claim: {
      en: /\b40\s?[-–]\s?60\s?%/,
      de: /\b40\s?[-–]\s?60\s?%/,
      ar: /\b40\s?[-–]\s?60\s?[%٪]/,
    },
    qualifier: {
      en: /VoIP|telecom|phone/i,
      de: /VoIP|Telefon|Telekommunikation/i,
      ar: /VoIP|الاتصالات|الهاتف/,
    },
  },
  {
    // Measured once (the federal contractor's platform) or a design target; never a guarantee.
    id: "99.9% uptime says where it was measured or that it is a target",
    claim: { en: /\b99\.9\s?%/, de: /\b99,9\s?%/, ar: /\b99\.9\s?[%٪]/ },
    qualifier: {
      en: /federal contractor|\b94\s?%|target|objective|SLO|SLA|service level/i,
      de: /Bundesauftragnehmer|\b94\s?%|Ziel|SLO|SLA|Service-Level/i,
      ar: /متعاقد|\b94\s?[%٪]|هدف|نستهدف|SLO|SLA|مستويات الخدمة/,
    },
  },
  {
    id: "Top 10% says what it is the top 10% of",
    claim: { en: /\bTop 10\s?%/i, de: /\bTop 10\s?%/i, ar: /أفضل 10\s?[%٪]/ },
    qualifier: {
      en: /candidates|applicants|assessment/i,
      de: /Bewerbungen|Auswahlverfahren/i,
      ar: /المتقدمين|تقييم/,
    },
  },
  {
    // Spec section 1 names the badge "EU AI Act Ready"; the card says what that means.
    id: "EU AI Act Ready means aligned with it",
    claim: { en: /EU AI Act Ready/, de: /EU AI Act Ready/, ar: /EU AI Act Ready/ },
    qualifier: { en: /\baligned\b/i, de: /ausgerichtet/i, ar: /منسجم/ },
  },
];

/** Wording that claims more than the firm can: compliance conclusions, round-the-clock teams. */
export const OVERCLAIMS: Record<Locale, RegExp[]> = {
  en: [
    /follow[- ]the[- ]sun/i,
    /\b(?:HIPAA|GDPR|EU AI Act|SOC 2|PCI DSS|ISO 27001)[- ]compliant/i,
    /compliant (?:by default|by design|out of the box)/i,
  ],
  de: [/\b[\w-]+-konform\w*/, /\bcompliant\b/i, /regelkonform/i],
  ar: [/متوافق\w* مع (?:قانون |متطلبات )?HIPAA/, /نصمّم له ونلتزم به/, /متوافق\w* مع الأنظمة/],
};
