/**
 * Chrome of an insight, case study or learning item (breadcrumb, reading time, table of contents,
 * call to action, related reading) in English, German and Arabic; the article itself is content.
 * Selected in the route loader so it ships in the HTML (app/copy/README.md).
 */
import type { Locale } from "@vantreo/i18n";

/** The listings an article can belong to (spec section 2, "Content"). */
export type ArticleCollection = "insights" | "case-studies" | "learning";

export interface ArticlePageCopy {
  /** Accessible name of the breadcrumb navigation. */
  breadcrumbLabel: string;
  /** Name of each listing, linked from the breadcrumb and used in structured data. */
  collections: Record<ArticleCollection, string>;
  /** `{{minutes}}` is the reading time in whole minutes. */
  readingTime: string;
  downloadPdf: string;
  tocHeading: string;
  ctaHeading: string;
  ctaBody: string;
  ctaButton: string;
  relatedHeading: string;
}

export const ARTICLE_PAGE_COPY: Record<Locale, ArticlePageCopy> = {
  en: {
    breadcrumbLabel: "Breadcrumb",
    collections: { insights: "Insights", "case-studies": "Case studies", learning: "Learning" },
    readingTime: "{{minutes}} min read",
    downloadPdf: "Download PDF Report",
    tocHeading: "On this page",
    ctaHeading: "Want this applied to your organization?",
    ctaBody: "A senior architect will review your situation and reply within one business day.",
    ctaButton: "Talk to an expert",
    relatedHeading: "Related reading",
  },
  de: {
    breadcrumbLabel: "Navigationspfad",
    collections: {
      insights: "Fachbeiträge",
      "case-studies": "Fallstudien",
      learning: "Lernangebote",
    },
    readingTime: "{{minutes}} Min. Lesezeit",
    downloadPdf: "PDF-Bericht herunterladen",
    tocHeading: "Auf dieser Seite",
    ctaHeading: "Möchten Sie das in Ihrem Unternehmen umsetzen?",
    ctaBody:
      "Ein erfahrenes Architektur-Team prüft Ihre Ausgangslage und antwortet innerhalb eines Werktags.",
    ctaButton: "Mit einem Experten sprechen",
    relatedHeading: "Weiterlesen",
  },
  ar: {
    breadcrumbLabel: "مسار التنقل",
    collections: { insights: "رؤى", "case-studies": "دراسات الحالة", learning: "التعلّم" },
    readingTime: "وقت القراءة: {{minutes}} دقيقة",
    downloadPdf: "تنزيل التقرير بصيغة PDF",
    tocHeading: "في هذه الصفحة",
    ctaHeading: "هل تريدون تطبيق ذلك في مؤسستكم؟",
    ctaBody: "سيراجع أحد كبار المعماريين لدينا وضعكم ويردّ عليكم خلال يوم عمل واحد.",
    ctaButton: "تحدّثوا إلى خبير",
    relatedHeading: "قراءات ذات صلة",
  },
};
