// The labels of a lead-magnet brief in English, German and Arabic. The service's own text comes
// from the catalogue (`apps/site/content/services`); German and Arabic briefs carry the catalogue's
// translated title and summary, and the rest of the catalogue entry in English, as the service
// pages do.

import { LOCALE_CODES } from "@vantreo/i18n";

/** @typedef {import("@vantreo/i18n").Locale} BriefLocale */

/** @type {Record<BriefLocale, Record<string, string>>} */
export const BRIEF_COPY = {
  en: {
    kicker: "Service brief",
    problem: "The problem",
    approach: "How we solve it",
    benefits: "Key benefits",
    offer: "The offer",
    result: "Client result",
    contact: "Talk to us",
    phone: "Phone",
    email: "E-mail",
    office: "Office",
    hours: "Hours",
    englishNote: "",
  },
  de: {
    kicker: "Leistungsüberblick",
    problem: "Die Herausforderung",
    approach: "So lösen wir sie",
    benefits: "Ihre Vorteile",
    offer: "Das Angebot",
    result: "Ergebnis bei einem Kunden",
    contact: "Sprechen Sie mit uns",
    phone: "Telefon",
    email: "E-Mail",
    office: "Büro",
    hours: "Erreichbarkeit",
    englishNote: "Die ausführliche Beschreibung der Leistung folgt auf Englisch.",
  },
  ar: {
    kicker: "نبذة عن الخدمة",
    problem: "المشكلة",
    approach: "كيف نعالجها",
    benefits: "أبرز الفوائد",
    offer: "العرض",
    result: "نتيجة حققها أحد عملائنا",
    contact: "تواصلوا معنا",
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    office: "المكتب",
    hours: "ساعات العمل",
    englishNote: "يلي ذلك الوصف المفصل للخدمة باللغة الإنجليزية.",
  },
};

/** The locales a brief is made in: every service has German and Arabic title and summary. */
export const BRIEF_LOCALES = LOCALE_CODES;
