/**
 * Chrome of a /careers/{slug} role page in English, German and Arabic; the role itself is content
 * (written in English). Selected in the route loader so it ships in the HTML (app/copy/README.md).
 */
import type { Locale } from "@vantreo/i18n";

export interface CareerPageCopy {
  /** The listing's name, linked above the title and used in structured data. */
  careersLabel: string;
  /** `{{title}}` is the role's title. */
  metaTitle: string;
  applyButton: string;
  /** Subject prefilled on the contact form; `{{title}}` is the role's title. */
  applySubject: string;
  responsibilitiesHeading: string;
  requirementsHeading: string;
}

export const CAREER_PAGE_COPY: Record<Locale, CareerPageCopy> = {
  en: {
    careersLabel: "Careers",
    metaTitle: "{{title}} — Careers",
    applyButton: "Apply for this role",
    applySubject: "Application: {{title}}",
    responsibilitiesHeading: "What you will do",
    requirementsHeading: "What you bring",
  },
  de: {
    careersLabel: "Karriere",
    metaTitle: "{{title}} — Karriere",
    applyButton: "Auf diese Stelle bewerben",
    applySubject: "Bewerbung: {{title}}",
    responsibilitiesHeading: "Ihre Aufgaben",
    requirementsHeading: "Was Sie mitbringen",
  },
  ar: {
    careersLabel: "الوظائف",
    metaTitle: "{{title}} — الوظائف",
    applyButton: "قدّم على هذه الوظيفة",
    applySubject: "طلب توظيف: {{title}}",
    responsibilitiesHeading: "ما ستقوم به",
    requirementsHeading: "ما نبحث عنه فيكم",
  },
};
