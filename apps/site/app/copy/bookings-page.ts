/**
 * Copy of the /bookings page in English, German and Arabic (selected in the loader, app/copy/README.md).
 * The five options and their prices are spec section 9 ("Booking prices"); prices and the English
 * wording come from @vantreo/search's BOOKING_OPTIONS so the search's booking cards and this page
 * can never disagree.
 */
import type { Locale } from "@vantreo/i18n";
import { BOOKING_OPTIONS, type BookingOptionId } from "@vantreo/search";

export interface BookingOptionCopy {
  title: string;
  description: string;
  highlights: readonly string[];
}

export interface BookingsPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  lead: string;
  optionsHeading: string;
  /** Shown instead of a price for the free discovery call. */
  free: string;
  /** Link to an option's scheduling page; `{{title}}` is the option's title. */
  action: string;
  /** Told to screen readers after each scheduling link, which opens a new tab. */
  newTab: string;
  questionsHeading: string;
  questionsBody: string;
  contactLink: string;
  options: Record<BookingOptionId, BookingOptionCopy>;
}

const english = BOOKING_OPTIONS.reduce(
  (all, o) => ({
    ...all,
    [o.id]: { title: o.title, description: o.description, highlights: o.highlights },
  }),
  {} as Record<BookingOptionId, BookingOptionCopy>,
);

export const BOOKINGS_PAGE_COPY: Record<Locale, BookingsPageCopy> = {
  en: {
    title: "Book a discovery call, consultation, deep dive, workshop or assessment",
    description:
      "Five ways to start with Vantreo: a free 15-minute discovery call, a $100 consultation credited to larger packages, a $500 deep dive, a $2,000 half-day workshop or a $5,000 one-week assessment.",
    eyebrow: "Bookings",
    h1: "Book time with our team",
    lead: "Pick the session that fits your question. Each one opens our scheduling page, where you choose a time that suits you.",
    optionsHeading: "Sessions and prices",
    free: "Free",
    action: "Schedule the {{title}}",
    newTab: "(opens in a new tab)",
    questionsHeading: "Not sure which session fits?",
    questionsBody:
      "Tell us what you are working on and we will suggest the right starting point within one business day.",
    contactLink: "Contact us",
    options: english,
  },
  de: {
    title: "Kennenlerngespräch, Beratung, Vertiefung, Workshop oder Analyse buchen",
    description:
      "Fünf Wege, mit Vantreo zu beginnen: ein kostenloses 15-minütiges Kennenlerngespräch, eine Beratung für 100 $, die auf größere Pakete angerechnet wird, eine Vertiefung für 500 $, ein halbtägiger Workshop für 2.000 $ oder eine einwöchige Analyse für 5.000 $.",
    eyebrow: "Termine",
    h1: "Buchen Sie Zeit mit unserem Team",
    lead: "Wählen Sie das Format, das zu Ihrer Frage passt. Jeder Link öffnet unsere Terminseite, auf der Sie einen passenden Zeitpunkt wählen.",
    optionsHeading: "Formate und Preise",
    free: "Kostenlos",
    action: "{{title}} buchen",
    newTab: "(öffnet in einem neuen Tab)",
    questionsHeading: "Unsicher, welches Format passt?",
    questionsBody:
      "Schildern Sie uns Ihr Vorhaben, und wir schlagen Ihnen innerhalb eines Werktags den passenden Einstieg vor.",
    contactLink: "Kontakt aufnehmen",
    options: {
      assessment: {
        title: "Daten- und KI-Analyse",
        description:
          "Eine einwöchige Prüfung Ihrer Datenlandschaft, Modelle und Arbeitsweise, die mit einer ROI-Analyse der Vorhaben endet, die sich zu finanzieren lohnen.",
        highlights: ["1 Woche", "ROI-Analyse"],
      },
      workshop: {
        title: "Halbtägiger Workshop",
        description:
          "Ein moderierter halber Tag mit Ihrer Führung und Ihren Umsetzungsteams, um Prioritäten, Verantwortliche und eine erste Roadmap zu vereinbaren.",
        highlights: ["Halber Tag", "Roadmap"],
      },
      "deep-dive": {
        title: "60-minütige Vertiefung",
        description:
          "Eine technische Stunde mit einem erfahrenen Engineer zu einer Frage der Architektur, eines Modells oder einer Pipeline, mit schriftlicher Nachbereitung.",
        highlights: ["60 Minuten", "Erfahrener Engineer"],
      },
      consultation: {
        title: "30-minütige Beratung",
        description:
          "Eine konzentrierte halbe Stunde mit einer Beraterin oder einem Berater zu Ihrer Frage. Die Gebühr wird auf größere Pakete angerechnet.",
        highlights: ["30 Minuten", "Wird auf größere Pakete angerechnet"],
      },
      discovery: {
        title: "15-minütiges Kennenlerngespräch",
        description:
          "Ein kurzes Gespräch, um Ihre Ziele zu verstehen und Ihnen den richtigen nächsten Schritt zu zeigen.",
        highlights: ["15 Minuten", "Kostenlos"],
      },
    },
  },
  ar: {
    title: "احجزوا مكالمة تعارف أو استشارة أو جلسة متعمّقة أو ورشة عمل أو تقييمًا",
    description:
      "خمس طرق لبدء العمل مع Vantreo: مكالمة تعارف مجانية لمدة 15 دقيقة، واستشارة بقيمة 100 دولار تُحتسب ضمن الباقات الأكبر، وجلسة متعمّقة بقيمة 500 دولار، وورشة عمل لنصف يوم بقيمة 2,000 دولار، وتقييم لمدة أسبوع بقيمة 5,000 دولار.",
    eyebrow: "الحجوزات",
    h1: "احجزوا وقتًا مع فريقنا",
    lead: "اختاروا الجلسة التي تناسب سؤالكم. يفتح كل رابط صفحة المواعيد لدينا، حيث تختارون الوقت الذي يناسبكم.",
    optionsHeading: "الجلسات والأسعار",
    free: "مجانًا",
    action: "احجزوا {{title}}",
    newTab: "(يفتح في علامة تبويب جديدة)",
    questionsHeading: "لست متأكدًا من الجلسة المناسبة؟",
    questionsBody: "أخبرونا بما تعملون عليه وسنقترح عليكم نقطة البداية المناسبة خلال يوم عمل واحد.",
    contactLink: "تواصلوا معنا",
    options: {
      assessment: {
        title: "تقييم البيانات والذكاء الاصطناعي",
        description:
          "مراجعة لمدة أسبوع لبياناتكم ونماذجكم وأسلوب التنفيذ لديكم، تنتهي بتحليل للعائد على الاستثمار في الفرص التي تستحق التمويل.",
        highlights: ["أسبوع واحد", "تحليل العائد على الاستثمار"],
      },
      workshop: {
        title: "ورشة عمل لنصف يوم",
        description:
          "جلسة مُيسَّرة لنصف يوم مع قيادتكم وفرق التنفيذ للاتفاق على الأولويات والمسؤولين وخارطة طريق أولى.",
        highlights: ["نصف يوم", "خارطة طريق"],
      },
      "deep-dive": {
        title: "جلسة متعمّقة لمدة 60 دقيقة",
        description:
          "ساعة تقنية مع مهندس أول حول سؤال يخص البنية أو نموذجًا أو مسار بيانات، مع متابعة مكتوبة.",
        highlights: ["60 دقيقة", "مهندس أول"],
      },
      consultation: {
        title: "استشارة لمدة 30 دقيقة",
        description: "نصف ساعة مركّزة مع أحد مستشارينا حول سؤالكم. تُحتسب الرسوم ضمن الباقات الأكبر.",
        highlights: ["30 دقيقة", "تُحتسب ضمن الباقات الأكبر"],
      },
      discovery: {
        title: "مكالمة تعارف لمدة 15 دقيقة",
        description: "مكالمة قصيرة لفهم أهدافكم وإرشادكم إلى الخطوة التالية المناسبة.",
        highlights: ["15 دقيقة", "مجانًا"],
      },
    },
  },
};
