/**
 * Copy of the contact page (/contact, /de/contact, /ar/contact). The address, phone, email and
 * booking links come from `siteConfig`; prices are those of spec section 9.
 */
import type { Locale } from "@vantreo/i18n";
import type { BookingKind } from "../config/site-config";

export interface ContactPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  intro: string;
  formHeading: string;
  formIntro: string;
  /** Shown when the visitor comes from the Atlanta page (`?location=atlanta`). */
  atlantaNote: string;
  nextSteps: { heading: string; steps: { title: string; body: string }[] };
  details: {
    heading: string;
    office: string;
    country: string;
    phone: string;
    email: string;
    hours: string;
    /** Monday to Friday 08:00-18:00 (spec section 9), in the page's language. */
    hoursValue: string;
  };
  booking: {
    heading: string;
    intro: string;
    options: { kind: BookingKind; label: string; detail: string }[];
  };
}

export const CONTACT_PAGE_COPY: Record<Locale, ContactPageCopy> = {
  en: {
    title: "Contact Vantreo Data & AI",
    description:
      "Talk to senior data and AI consultants in Atlanta. Send a message, call our Sandy Springs office or book a discovery call. We reply within one business day.",
    eyebrow: "Contact",
    h1: "Talk to a senior data and AI consultant",
    intro:
      "Tell us what you are trying to achieve, whether it is a private LLM, a data platform that finally works, AI governance or a security program. A consultant who has delivered that kind of work reads every message.",
    formHeading: "Send us a message",
    formIntro:
      "Name and email are enough to start. The more context you share, the better our first answer.",
    atlantaNote:
      "You are contacting our Atlanta team. Your message goes to the consultants at our Sandy Springs office, and we are glad to meet at the office or at your site anywhere in the Atlanta area.",
    nextSteps: {
      heading: "What happens next",
      steps: [
        {
          title: "A reply within one business day",
          body: "A consultant with experience in your topic answers personally, with questions or a first view, never with an automated sales sequence.",
        },
        {
          title: "A 30-minute scoping call",
          body: "We discuss your goals, your data and systems, your constraints and your timeline, and tell you honestly whether we are the right partner.",
        },
        {
          title: "A written proposal",
          body: "You receive the scope, the team, the timeline and a fixed price or a clear estimate, usually within five business days of the call.",
        },
      ],
    },
    details: {
      heading: "Office and contact details",
      office: "Office",
      country: "United States",
      phone: "Phone",
      email: "Email",
      hours: "Office hours",
      hoursValue: "Monday to Friday, 08:00-18:00 Eastern Time",
    },
    booking: {
      heading: "Prefer to book a call?",
      intro: "Pick a time that suits you in our scheduling page.",
      options: [
        { kind: "discovery-15", label: "15-minute discovery call", detail: "Free" },
        {
          kind: "consultation-30",
          label: "30-minute consultation",
          detail: "$100, credited to larger packages",
        },
        { kind: "deep-dive-60", label: "60-minute deep dive", detail: "$500" },
      ],
    },
  },
  de: {
    title: "Kontakt zu Vantreo Data & AI",
    description:
      "Sprechen Sie mit erfahrenen Daten- und KI-Beratern in Atlanta. Schreiben Sie uns, rufen Sie in Sandy Springs an oder buchen Sie ein Erstgespräch. Antwort innerhalb eines Werktags.",
    eyebrow: "Kontakt",
    h1: "Sprechen Sie mit erfahrenen Daten- und KI-Beratern",
    intro:
      "Erzählen Sie uns, was Sie erreichen möchten: ein privates LLM, eine Datenplattform, die endlich funktioniert, KI-Governance oder ein Sicherheitsprogramm. Jede Nachricht liest eine Beraterin oder ein Berater, die solche Projekte selbst umgesetzt haben.",
    formHeading: "Schreiben Sie uns",
    formIntro:
      "Name und E-Mail-Adresse genügen für den Anfang. Je mehr Kontext Sie uns geben, desto hilfreicher ist unsere erste Antwort.",
    atlantaNote:
      "Sie kontaktieren unser Team in Atlanta. Ihre Nachricht geht an die Beraterinnen und Berater in unserem Büro in Sandy Springs; gern treffen wir Sie im Büro oder bei Ihnen vor Ort im Großraum Atlanta.",
    nextSteps: {
      heading: "So geht es weiter",
      steps: [
        {
          title: "Antwort innerhalb eines Werktags",
          body: "Eine Beraterin oder ein Berater mit Erfahrung in Ihrem Thema antwortet persönlich, mit Rückfragen oder einer ersten Einschätzung, nie mit einer automatisierten Vertriebs-E-Mail-Sequenz.",
        },
        {
          title: "Ein 30-minütiges Gespräch zum Umfang",
          body: "Wir besprechen Ziele, Daten und Systeme, Rahmenbedingungen und Zeitplan und sagen Ihnen offen, ob wir der richtige Partner sind.",
        },
        {
          title: "Ein schriftliches Angebot",
          body: "Sie erhalten Umfang, Team, Zeitplan und einen Festpreis oder eine klare Schätzung, in der Regel innerhalb von fünf Werktagen nach dem Gespräch.",
        },
      ],
    },
    details: {
      heading: "Büro und Kontaktdaten",
      office: "Büro",
      country: "Vereinigte Staaten",
      phone: "Telefon",
      email: "E-Mail",
      hours: "Bürozeiten",
      hoursValue: "Montag bis Freitag, 08:00–18:00 Uhr (US-Ostküstenzeit)",
    },
    booking: {
      heading: "Lieber direkt einen Termin buchen?",
      intro: "Wählen Sie auf unserer Terminseite eine Zeit, die Ihnen passt.",
      options: [
        { kind: "discovery-15", label: "15-minütiges Erstgespräch", detail: "Kostenlos" },
        {
          kind: "consultation-30",
          label: "30-minütige Beratung",
          detail: "100 US-Dollar, angerechnet auf größere Pakete",
        },
        { kind: "deep-dive-60", label: "60-minütiger Deep Dive", detail: "500 US-Dollar" },
      ],
    },
  },
  ar: {
    title: "تواصلوا مع Vantreo Data & AI",
    description:
      "تحدّثوا إلى مستشارين ذوي خبرة في البيانات والذكاء الاصطناعي في أتلانتا. أرسلوا رسالة أو اتصلوا بمكتبنا في ساندي سبرينغز أو احجزوا مكالمة تعريفية. نرد خلال يوم عمل واحد.",
    eyebrow: "تواصلوا معنا",
    h1: "تحدّثوا إلى مستشار خبير في البيانات والذكاء الاصطناعي",
    intro:
      "أخبرونا بما تسعون إلى تحقيقه: نموذج لغوي خاص، أو منصة بيانات تعمل كما ينبغي، أو حوكمة الذكاء الاصطناعي، أو برنامج أمني. يقرأ كل رسالة مستشار نفّذ هذا النوع من العمل بنفسه.",
    formHeading: "أرسلوا لنا رسالة",
    formIntro:
      "يكفي الاسم والبريد الإلكتروني للبدء. وكلما شاركتمونا سياقًا أكثر، كان ردنا الأول أنفع.",
    atlantaNote:
      "أنتم تتواصلون مع فريقنا في أتلانتا. تصل رسالتكم إلى المستشارين في مكتبنا في ساندي سبرينغز، ويسعدنا لقاؤكم في المكتب أو في موقعكم في أي مكان بمنطقة أتلانتا.",
    nextSteps: {
      heading: "ماذا يحدث بعد ذلك",
      steps: [
        {
          title: "رد خلال يوم عمل واحد",
          body: "يرد عليكم شخصيًا مستشار لديه خبرة في موضوعكم، بأسئلة أو برأي أولي، وليس برسائل بيع آلية.",
        },
        {
          title: "مكالمة لتحديد النطاق مدتها 30 دقيقة",
          body: "نناقش أهدافكم وبياناتكم وأنظمتكم وقيودكم وجدولكم الزمني، ونخبركم بصراحة إن كنا الشريك المناسب.",
        },
        {
          title: "عرض مكتوب",
          body: "تتلقون النطاق والفريق والجدول الزمني وسعرًا ثابتًا أو تقديرًا واضحًا، عادةً خلال خمسة أيام عمل من المكالمة.",
        },
      ],
    },
    details: {
      heading: "المكتب وبيانات التواصل",
      office: "المكتب",
      country: "الولايات المتحدة",
      phone: "الهاتف",
      email: "البريد الإلكتروني",
      hours: "ساعات العمل",
      // The isolates (U+2066, U+2069) keep the time range left to right in Arabic text.
      hoursValue: "من الاثنين إلى الجمعة، \u206608:00-18:00\u2069 بتوقيت شرق الولايات المتحدة",
    },
    booking: {
      heading: "هل تفضّلون حجز مكالمة مباشرة؟",
      intro: "اختاروا الوقت الذي يناسبكم من صفحة المواعيد.",
      options: [
        { kind: "discovery-15", label: "مكالمة تعريفية مدتها 15 دقيقة", detail: "مجانًا" },
        {
          kind: "consultation-30",
          label: "استشارة مدتها 30 دقيقة",
          detail: "100 دولار، تُخصم من الباقات الأكبر",
        },
        { kind: "deep-dive-60", label: "جلسة تعمّق مدتها 60 دقيقة", detail: "500 دولار" },
      ],
    },
  },
};
