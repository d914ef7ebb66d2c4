/** Copy of the /case-studies listing in English, German and Arabic (selected in the loader, app/copy/README.md). */
import type { Locale } from "@vantreo/i18n";

export interface CaseStudiesPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  lead: string;
}

export const CASE_STUDIES_PAGE_COPY: Record<Locale, CaseStudiesPageCopy> = {
  en: {
    title: "Enterprise case studies",
    description:
      "How regulated enterprises quantified private AI ROI, cut deployment time from 3 months to 2 weeks and raised platform uptime from 94% to 99.9%.",
    eyebrow: "Case studies",
    h1: "Enterprise case studies",
    lead: "Anonymized engagements with the numbers our clients measured: the problem, what we built, and the result.",
  },
  de: {
    title: "Fallstudien aus Unternehmen",
    description:
      "Wie regulierte Unternehmen den ROI privater KI beziffert, die Bereitstellungszeit von 3 Monaten auf 2 Wochen verkürzt und die Plattformverfügbarkeit von 94 % auf 99,9 % gesteigert haben.",
    eyebrow: "Fallstudien",
    h1: "Fallstudien aus Unternehmen",
    lead: "Anonymisierte Projekte mit den Zahlen, die unsere Kunden gemessen haben: die Ausgangslage, was wir gebaut haben, und das Ergebnis.",
  },
  ar: {
    title: "دراسات حالة مؤسسية",
    description:
      "كيف قاست مؤسسات خاضعة للتنظيم العائد على استثمارها في الذكاء الاصطناعي الخاص، وقلّصت مدة النشر من 3 أشهر إلى أسبوعين، ورفعت جاهزية منصاتها من 94% إلى 99.9%.",
    eyebrow: "دراسات الحالة",
    h1: "دراسات حالة مؤسسية",
    lead: "مشاريع أُخفيت فيها هوية العملاء، بالأرقام التي قاسوها بأنفسهم: المشكلة، وما بنيناه، والنتيجة.",
  },
};
