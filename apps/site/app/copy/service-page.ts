/**
 * Chrome of a /services/{slug} detail page (headings, labels, calls to action) in English, German
 * and Arabic; the service's own text comes from the catalogue. Selected in the route loader so it
 * ships in the HTML (app/copy/README.md).
 */
import type { Locale } from "@vantreo/i18n";

export interface ServicePageCopy {
  /** Accessible name of the breadcrumb navigation. */
  breadcrumbLabel: string;
  /** The catalogue's name in the breadcrumb and its structured data. */
  servicesLabel: string;
  problemHeading: string;
  solutionHeading: string;
  benefitsHeading: string;
  caseStudyHeading: string;
  challengeLabel: string;
  resultLabel: string;
  /** Button to request the lead magnet; `{{title}}` is the lead magnet's title. */
  leadMagnetAction: string;
  /** What the lead-magnet form does, above its fields. */
  leadMagnetIntro: string;
  /** The lead-magnet form's submit button. */
  leadMagnetSubmit: string;
  /** Shown once the lead API took the request. */
  leadMagnetSent: string;
  /** The label of the brief's language choice (the service pages are English). */
  leadMagnetLanguage: string;
  relatedHeading: string;
  /** Heading of the inline lead form; `{{title}}` is the service's title. */
  leadFormHeading: string;
}

export const SERVICE_PAGE_COPY: Record<Locale, ServicePageCopy> = {
  en: {
    breadcrumbLabel: "Breadcrumb",
    servicesLabel: "Services",
    problemHeading: "The problem",
    solutionHeading: "How we solve it",
    benefitsHeading: "Key benefits",
    caseStudyHeading: "Client result",
    challengeLabel: "Challenge:",
    resultLabel: "Result:",
    leadMagnetAction: "Request the {{title}}",
    leadMagnetIntro:
      "We email you a link to the brief (PDF): the problem, our approach, the benefits and the offer. The link works for 7 days.",
    leadMagnetSubmit: "Email me the brief",
    leadMagnetSent: "Thank you. Check your inbox: the link to the brief is on its way.",
    leadMagnetLanguage: "Language of the brief",
    relatedHeading: "Related services",
    leadFormHeading: "Talk to us about {{title}}",
  },
  de: {
    breadcrumbLabel: "Navigationspfad",
    servicesLabel: "Leistungen",
    problemHeading: "Die Herausforderung",
    solutionHeading: "So lösen wir sie",
    benefitsHeading: "Ihre Vorteile",
    caseStudyHeading: "Ergebnis bei einem Kunden",
    challengeLabel: "Ausgangslage:",
    resultLabel: "Ergebnis:",
    leadMagnetAction: "{{title}} anfordern",
    leadMagnetIntro:
      "Wir senden Ihnen einen Link zum Leistungsüberblick (PDF): Herausforderung, Vorgehen, Vorteile und Angebot. Der Link ist 7 Tage gültig.",
    leadMagnetSubmit: "Leistungsüberblick zusenden",
    leadMagnetSent:
      "Vielen Dank. Bitte sehen Sie in Ihr Postfach: Der Link zum Leistungsüberblick ist unterwegs.",
    leadMagnetLanguage: "Sprache des Leistungsüberblicks",
    relatedHeading: "Passende Leistungen",
    leadFormHeading: "Sprechen Sie mit uns über {{title}}",
  },
  ar: {
    breadcrumbLabel: "مسار التنقل",
    servicesLabel: "الخدمات",
    problemHeading: "المشكلة",
    solutionHeading: "كيف نعالجها",
    benefitsHeading: "أبرز الفوائد",
    caseStudyHeading: "نتيجة حققها أحد عملائنا",
    challengeLabel: "التحدي:",
    resultLabel: "النتيجة:",
    leadMagnetAction: "اطلبوا {{title}}",
    leadMagnetIntro:
      "نرسل إليكم رابطًا إلى نبذة الخدمة (⁨PDF⁩): المشكلة وطريقة عملنا والفوائد والعرض. يعمل الرابط لمدة 7 أيام.",
    leadMagnetSubmit: "أرسلوا لي النبذة",
    leadMagnetSent: "شكرًا لكم. تفقدوا بريدكم الإلكتروني: رابط النبذة في طريقه إليكم.",
    leadMagnetLanguage: "لغة النبذة",
    relatedHeading: "خدمات ذات صلة",
    leadFormHeading: "تحدّثوا إلينا بشأن {{title}}",
  },
};
