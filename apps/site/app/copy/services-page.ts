/** Copy of the /services catalogue listing in English, German and Arabic. */
import type { Locale } from "@vantreo/i18n";

export interface ServicesPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  lead: string;
  filterHeading: string;
  allCategories: string;
  searchLabel: string;
  searchPlaceholder: string;
  resultCount: string;
  noResults: string;
  clearFilters: string;
  englishDetails: string;
  /** Visible call to action on each service card (its link is named by the title). */
  cardLinkLabel: string;
}

export const SERVICES_PAGE_COPY: Record<Locale, ServicesPageCopy> = {
  en: {
    title: "Data, AI, Security & Infrastructure Services",
    description:
      "59 enterprise services across AI, data engineering, governance, security, network and cloud, with fixed-price starting points and senior delivery teams.",
    eyebrow: "Service catalog",
    h1: "Services for data, AI, security and infrastructure",
    lead: "Every service starts with a clear scope and a measurable outcome. Filter by category or search for the problem you need solved.",
    filterHeading: "Filter services",
    allCategories: "All categories",
    searchLabel: "Search services",
    searchPlaceholder: "e.g. RAG, zero trust, MLOps",
    resultCount: "{{count}} services",
    noResults: "No services match these filters.",
    clearFilters: "Clear filters",
    englishDetails: "",
    cardLinkLabel: "Learn more",
  },
  de: {
    title: "Leistungen für Daten, KI, Sicherheit und Infrastruktur",
    description:
      "59 Leistungen für Unternehmen: KI, Data Engineering, Governance, Sicherheit, Netzwerk und Cloud – mit Festpreis-Einstiegen und erfahrenen Teams.",
    eyebrow: "Leistungskatalog",
    h1: "Leistungen für Daten, KI, Sicherheit und Infrastruktur",
    lead: "Jede Leistung beginnt mit einem klaren Umfang und einem messbaren Ergebnis. Filtern Sie nach Kategorie oder suchen Sie nach Ihrer Aufgabenstellung.",
    filterHeading: "Leistungen filtern",
    allCategories: "Alle Kategorien",
    searchLabel: "Leistungen durchsuchen",
    searchPlaceholder: "z. B. RAG, Zero Trust, MLOps",
    resultCount: "{{count}} Leistungen",
    noResults: "Keine Leistung entspricht diesen Filtern.",
    clearFilters: "Filter zurücksetzen",
    englishDetails: "Die Detailseiten der Leistungen sind auf Englisch verfasst.",
    cardLinkLabel: "Mehr erfahren",
  },
  ar: {
    title: "خدمات البيانات والذكاء الاصطناعي والأمن والبنية التحتية",
    description:
      "59 خدمة مؤسسية في الذكاء الاصطناعي وهندسة البيانات والحوكمة والأمن والشبكات والسحابة، ببدايات بأسعار ثابتة وفرق تنفيذ من ذوي الخبرة.",
    eyebrow: "دليل الخدمات",
    h1: "خدمات البيانات والذكاء الاصطناعي والأمن والبنية التحتية",
    lead: "تبدأ كل خدمة بنطاق واضح ونتيجة قابلة للقياس. صفّوا الخدمات حسب الفئة أو ابحثوا عن المشكلة التي تريدون حلها.",
    filterHeading: "تصفية الخدمات",
    allCategories: "جميع الفئات",
    searchLabel: "البحث في الخدمات",
    searchPlaceholder: "مثل RAG أو انعدام الثقة أو MLOps",
    resultCount: "{{count}} خدمة",
    noResults: "لا توجد خدمات تطابق عوامل التصفية هذه.",
    clearFilters: "مسح عوامل التصفية",
    englishDetails: "صفحات تفاصيل الخدمات متاحة باللغة الإنجليزية.",
    cardLinkLabel: "اعرفوا المزيد",
  },
};
