/** Copy of the /careers page in English, German and Arabic (the roles themselves are in English). */
import type { Locale } from "@vantreo/i18n";

export interface CareersPageCopy {
  title: string;
  description: string;
  eyebrow: string;
  h1: string;
  lead: string;
  rolesHeading: string;
  rolesNote: string;
  whyHeading: string;
  why: { title: string; body: string }[];
  viewRole: string;
  noRolesHeading: string;
  noRolesBody: string;
}

export const CAREERS_PAGE_COPY: Record<Locale, CareersPageCopy> = {
  en: {
    title: "Careers in data, AI and security engineering",
    description:
      "Join Vantreo's senior teams in Sandy Springs, Georgia and across the US: data engineering, ML platforms, AI governance and security operations.",
    eyebrow: "Careers",
    h1: "Build AI that regulated enterprises can trust",
    lead: "We are a team of senior engineers, scientists and consultants who ship production systems for healthcare, financial services, government and retail clients.",
    rolesHeading: "Open roles",
    rolesNote: "",
    whyHeading: "Why engineers join us",
    why: [
      {
        title: "Production, not slideware",
        body: "You build and operate real platforms with client teams, and you see them run.",
      },
      {
        title: "Senior peers",
        body: "Small teams of experienced practitioners who review each other's designs and code.",
      },
      {
        title: "Hybrid in Sandy Springs",
        body: "An office near GA-400 and client sites around Atlanta, with remote days agreed within each team.",
      },
      {
        title: "Time to learn",
        body: "A training budget and dedicated time for certifications, conferences and internal research.",
      },
    ],
    viewRole: "View role",
    noRolesHeading: "No open roles right now",
    noRolesBody:
      "We still read every speculative application. Write to us with your experience and the work you want to do.",
  },
  de: {
    title: "Karriere in Data, KI und Security Engineering",
    description:
      "Arbeiten Sie in den erfahrenen Teams von Vantreo in Sandy Springs, Georgia, und in den USA: Data Engineering, ML-Plattformen, KI-Governance und Security Operations.",
    eyebrow: "Karriere",
    h1: "Bauen Sie KI, der regulierte Unternehmen vertrauen",
    lead: "Wir sind ein Team erfahrener Engineers, Data Scientists und Berater, das Produktivsysteme für Kunden aus Gesundheitswesen, Finanzdienstleistung, öffentlicher Hand und Handel entwickelt.",
    rolesHeading: "Offene Stellen",
    rolesNote:
      "Die Stellenbeschreibungen sind auf Englisch verfasst; Arbeitssprache im Team ist Englisch.",
    whyHeading: "Warum Engineers zu uns kommen",
    why: [
      {
        title: "Produktion statt Folien",
        body: "Sie bauen und betreiben echte Plattformen gemeinsam mit Kundenteams und sehen sie im Einsatz.",
      },
      {
        title: "Erfahrene Kolleginnen und Kollegen",
        body: "Kleine Teams erfahrener Fachleute, die Entwürfe und Code gegenseitig prüfen.",
      },
      {
        title: "Hybrid in Sandy Springs",
        body: "Ein Büro nahe dem GA-400 und Kundenstandorte rund um Atlanta, mit Remote-Tagen nach Absprache im Team.",
      },
      {
        title: "Zeit zum Lernen",
        body: "Ein Weiterbildungsbudget und feste Zeit für Zertifizierungen, Konferenzen und interne Forschung.",
      },
    ],
    viewRole: "Stelle ansehen",
    noRolesHeading: "Derzeit keine offenen Stellen",
    noRolesBody:
      "Initiativbewerbungen lesen wir dennoch alle. Schreiben Sie uns, welche Erfahrung Sie mitbringen und woran Sie arbeiten möchten.",
  },
  ar: {
    title: "الوظائف في هندسة البيانات والذكاء الاصطناعي والأمن",
    description:
      "انضم إلى فرق Vantreo من ذوي الخبرة في ساندي سبرينغز بولاية جورجيا وفي أنحاء الولايات المتحدة: هندسة البيانات ومنصات تعلم الآلة وحوكمة الذكاء الاصطناعي والعمليات الأمنية.",
    eyebrow: "الوظائف",
    h1: "ابنِ ذكاءً اصطناعيًا تثق به المؤسسات الخاضعة للتنظيم",
    lead: "نحن فريق من المهندسين وعلماء البيانات والمستشارين ذوي الخبرة، نسلّم أنظمة إنتاجية لعملاء في الرعاية الصحية والخدمات المالية والقطاع الحكومي والتجزئة.",
    rolesHeading: "الوظائف المتاحة",
    rolesNote: "أوصاف الوظائف مكتوبة باللغة الإنجليزية، ولغة العمل في الفريق هي الإنجليزية.",
    whyHeading: "لماذا ينضم إلينا المهندسون",
    why: [
      {
        title: "أنظمة حقيقية لا عروض تقديمية",
        body: "تبني منصات حقيقية وتشغّلها مع فرق العملاء وترى أثرها في العمل.",
      },
      {
        title: "زملاء من ذوي الخبرة",
        body: "فرق صغيرة من الممارسين المتمرسين، يراجع كلٌّ منهم تصاميم زملائه وشيفرتهم البرمجية.",
      },
      {
        title: "عمل هجين في ساندي سبرينغز",
        body: "مكتب قرب الطريق GA-400 ومواقع عملاء حول أتلانتا، مع أيام عمل عن بُعد يتفق عليها كل فريق.",
      },
      {
        title: "وقت للتعلّم",
        body: "ميزانية للتدريب ووقت مخصص للشهادات المهنية والمؤتمرات والبحث الداخلي.",
      },
    ],
    viewRole: "عرض الوظيفة",
    noRolesHeading: "لا توجد وظائف متاحة حاليًا",
    noRolesBody: "نقرأ مع ذلك كل طلب توظيف مبادر. راسلونا بخبراتكم ونوع العمل الذي ترغبون فيه.",
  },
};
