// The component texts in the three site locales, for the Storybook "Locale" toolbar. The site
// passes its own translations (the i18n package); these show that every text is a prop.

/** The locales of the toolbar. */
export type StoryLocale = "en" | "de" | "ar";

const en = {
  learnMore: "Learn more",
  readMore: "Read case study",
  close: "Close",
  errorTitle: "Something went wrong",
  errorDescription:
    "We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.",
  reloadPage: "Reload Page",
  tryAgain: "Try Again",
  scrollToTop: "Scroll to top",
  language: "Language",
  switchToLight: "Switch to light theme",
  switchToDark: "Switch to dark theme",
  searchTitle: "Search the site",
  searchDescription: "Search services, insights and case studies",
  searchPlaceholder: "Search services, insights and case studies...",
  noResults: "No results found",
  noResultsHint: "Try different keywords or filters",
  searching: "Searching...",
  quickActions: "Quick actions",
  menu: "Menu",
  bookConsultation: "Book Consultation",
  services: "Services",
  tools: "Tools",
  resources: "Resources",
};

type Copy = typeof en;

const de: Copy = {
  learnMore: "Mehr erfahren",
  readMore: "Fallstudie lesen",
  close: "Schließen",
  errorTitle: "Etwas ist schiefgelaufen",
  errorDescription:
    "Es ist ein unerwarteter Fehler aufgetreten. Bitte laden Sie die Seite neu oder wenden Sie sich an den Support, falls das Problem weiterhin besteht.",
  reloadPage: "Seite neu laden",
  tryAgain: "Erneut versuchen",
  scrollToTop: "Nach oben",
  language: "Sprache",
  switchToLight: "Zum hellen Design wechseln",
  switchToDark: "Zum dunklen Design wechseln",
  searchTitle: "Website durchsuchen",
  searchDescription: "Leistungen, Insights und Fallstudien durchsuchen",
  searchPlaceholder: "Leistungen, Insights und Fallstudien durchsuchen...",
  noResults: "Keine Ergebnisse gefunden",
  noResultsHint: "Versuchen Sie andere Suchbegriffe oder Filter",
  searching: "Suche läuft...",
  quickActions: "Schnellzugriff",
  menu: "Menü",
  bookConsultation: "Beratung buchen",
  services: "Leistungen",
  tools: "Tools",
  resources: "Ressourcen",
};

const ar: Copy = {
  learnMore: "اعرفوا المزيد",
  readMore: "اقرؤوا دراسة الحالة",
  close: "إغلاق",
  errorTitle: "حدث خطأ ما",
  errorDescription:
    "واجهنا خطأً غير متوقع. يُرجى تحديث الصفحة، أو التواصل مع فريق الدعم إذا استمرت المشكلة.",
  reloadPage: "إعادة تحميل الصفحة",
  tryAgain: "إعادة المحاولة",
  scrollToTop: "العودة إلى الأعلى",
  language: "اللغة",
  switchToLight: "التبديل إلى المظهر الفاتح",
  switchToDark: "التبديل إلى المظهر الداكن",
  searchTitle: "البحث في الموقع",
  searchDescription: "ابحثوا في الخدمات والرؤى ودراسات الحالة",
  searchPlaceholder: "ابحثوا في الخدمات والرؤى ودراسات الحالة...",
  noResults: "لم يتم العثور على نتائج",
  noResultsHint: "جرّبوا كلمات مفتاحية أو عوامل تصفية مختلفة",
  searching: "جارٍ البحث...",
  quickActions: "إجراءات سريعة",
  menu: "القائمة",
  bookConsultation: "احجزوا استشارة",
  services: "الخدمات",
  tools: "الأدوات",
  resources: "الموارد",
};

const copies: Record<StoryLocale, Copy> = { en, de, ar };

/** The texts for the toolbar's locale (English when unknown). */
export function storyCopy(globals: Record<string, unknown>): Copy {
  const locale = globals.locale;
  return copies[locale === "de" || locale === "ar" ? locale : "en"];
}
