/** Copy of the /insights listing in English, German and Arabic (selected in the loader, app/copy/README.md). */
import type { Locale } from "@vantreo/i18n";

export interface InsightsPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  lead: string;
  /** Accessible name of the tag filter. */
  filterLabel: string;
  /** The filter button that shows every article. */
  allLabel: string;
}

export const INSIGHTS_PAGE_COPY: Record<Locale, InsightsPageCopy> = {
  en: {
    title: "Insights on enterprise data, AI and governance",
    description:
      "Research, guides and field notes from Vantreo's practitioners on private AI, data architecture, MLOps, AI governance and AI-enhanced security.",
    eyebrow: "Insights",
    h1: "Insights for data and AI leaders",
    lead: "Field-tested guidance from our practitioners: why AI projects stall and how they scale, private LLMs, data platforms, governance and security. Newest first.",
    filterLabel: "Filter by topic",
    allLabel: "All topics",
  },
  de: {
    title: "Fachbeiträge zu Daten, KI und Governance in Unternehmen",
    description:
      "Studien, Leitfäden und Praxisberichte der Fachleute von Vantreo zu privater KI, Datenarchitektur, MLOps, KI-Governance und KI-gestützter Sicherheit.",
    eyebrow: "Fachbeiträge",
    h1: "Fachbeiträge für Verantwortliche in Daten und KI",
    lead: "Praxiserprobte Empfehlungen unserer Fachleute: warum KI-Projekte ins Stocken geraten und wie sie skalieren, private LLMs, Datenplattformen, Governance und Sicherheit. Die neuesten zuerst.",
    filterLabel: "Nach Thema filtern",
    allLabel: "Alle Themen",
  },
  ar: {
    title: "رؤى حول البيانات والذكاء الاصطناعي والحوكمة في المؤسسات",
    description:
      "أبحاث وأدلة وملاحظات ميدانية من ممارسي Vantreo حول الذكاء الاصطناعي الخاص وبنية البيانات وعمليات تعلم الآلة وحوكمة الذكاء الاصطناعي والأمن المعزز بالذكاء الاصطناعي.",
    eyebrow: "رؤى",
    h1: "رؤى لقادة البيانات والذكاء الاصطناعي",
    lead: "إرشادات مجرّبة ميدانيًا من ممارسينا: لماذا تتعثر مشاريع الذكاء الاصطناعي وكيف تتوسع، ونماذج اللغة الكبيرة الخاصة، ومنصات البيانات، والحوكمة، والأمن. الأحدث أولًا.",
    filterLabel: "تصفية حسب الموضوع",
    allLabel: "جميع المواضيع",
  },
};
