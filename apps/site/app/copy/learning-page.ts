/**
 * Copy of the /learning listing and its empty state in English, German and Arabic (selected in
 * the loader, app/copy/README.md). No learning documents are bundled yet (spec section 3), so the empty
 * state is what visitors see.
 */
import type { Locale } from "@vantreo/i18n";

export interface LearningPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  lead: string;
  filterLabel: string;
  allLabel: string;
  emptyHeading: string;
  emptyBody: string;
  /** Link to /insights from the empty state. */
  emptyInsightsLink: string;
  /** Link to the AI training and upskilling service from the empty state. */
  emptyTrainingLink: string;
}

export const LEARNING_PAGE_COPY: Record<Locale, LearningPageCopy> = {
  en: {
    title: "Learning: courses and guides for AI teams",
    description:
      "Structured learning paths for data and AI teams from Vantreo's practitioners, alongside our insights and research.",
    eyebrow: "Learning",
    h1: "Learning for data and AI teams",
    lead: "Structured learning paths for engineers, analysts and leaders who build and govern AI.",
    filterLabel: "Filter by topic",
    allLabel: "All topics",
    emptyHeading: "No learning paths are published yet",
    emptyBody:
      "Our first courses are in preparation. Until then, our insights cover the same ground, and our AI training and upskilling service runs workshops for your teams.",
    emptyInsightsLink: "Read the insights",
    emptyTrainingLink: "AI training and upskilling",
  },
  de: {
    title: "Lernangebote: Kurse und Leitfäden für KI-Teams",
    description:
      "Strukturierte Lernpfade für Daten- und KI-Teams von den Fachleuten bei Vantreo, ergänzend zu unseren Fachbeiträgen und Studien.",
    eyebrow: "Lernangebote",
    h1: "Lernangebote für Daten- und KI-Teams",
    lead: "Strukturierte Lernpfade für Engineers, Analysten und Führungskräfte, die KI entwickeln und steuern.",
    filterLabel: "Nach Thema filtern",
    allLabel: "Alle Themen",
    emptyHeading: "Noch keine Lernpfade veröffentlicht",
    emptyBody:
      "Unsere ersten Kurse sind in Vorbereitung. Bis dahin behandeln unsere Fachbeiträge dieselben Themen, und in unserem Angebot „KI-Training und Weiterbildung“ schulen wir Ihre Teams in Workshops.",
    emptyInsightsLink: "Fachbeiträge lesen",
    emptyTrainingLink: "KI-Training und Weiterbildung",
  },
  ar: {
    title: "التعلّم: دورات وأدلة لفرق الذكاء الاصطناعي",
    description:
      "مسارات تعلّم منظمة لفرق البيانات والذكاء الاصطناعي من ممارسي Vantreo، إلى جانب رؤانا وأبحاثنا.",
    eyebrow: "التعلّم",
    h1: "التعلّم لفرق البيانات والذكاء الاصطناعي",
    lead: "مسارات تعلّم منظمة للمهندسين والمحللين والقادة الذين يبنون أنظمة الذكاء الاصطناعي ويتولّون حوكمتها.",
    filterLabel: "تصفية حسب الموضوع",
    allLabel: "جميع المواضيع",
    emptyHeading: "لم تُنشر أي مسارات تعلّم بعد",
    emptyBody:
      "نُعدّ دوراتنا الأولى حاليًا. وإلى ذلك الحين، تتناول رؤانا الموضوعات نفسها، وتقدّم خدمتنا للتدريب على الذكاء الاصطناعي ورفع المهارات ورش عمل لفرقكم.",
    emptyInsightsLink: "اقرؤوا الرؤى",
    emptyTrainingLink: "التدريب على الذكاء الاصطناعي ورفع المهارات",
  },
};
