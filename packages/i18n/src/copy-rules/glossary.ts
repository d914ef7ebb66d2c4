import type { Locale } from "../locales";

/**
 * The glossary's rejected terms (packages/i18n/GLOSSARY.md): for each language, wording the
 * site does not use, and the term it uses instead. One term per concept keeps a page, its
 * translations and the UI strings saying the same thing; the test reads every string.
 */
export interface RejectedTerm {
  pattern: RegExp;
  use: string;
}

/** Letters of the Arabic script (without punctuation such as "،" and "؟"). */
const AR = "\\u0621-\\u064A\\u0671-\\u06D3";
/** An Arabic word boundary before `word` (a conjunction و/ف/ب/ل may be attached). */
const arWord = (words: string) =>
  new RegExp(`(?<![${AR}])[وفبل]?(?:${words})(?![${AR}]|\\p{M})`, "u");

/**
 * An answer clause after إذا that lacks its فاء (فاء الجواب): "إذا كان الأمر عاجلًا، اتصلوا"
 * for "…، فاتصلوا". The answer needs ف when it is an imperative (اتصلوا، تجاهلوا، ردّوا،
 * راسلونا) or a nominal or particle clause (لا، لن، ليس، قد، هناك، سوف). Read within one
 * sentence: from إذا (not ما إذا, "whether") to a comma, then the first word after it, unless
 * that word carries و or ف (a conjunction: the answer came earlier).
 */
export function arMissingAnswerFa(): RegExp {
  const letter = `[${AR}]|\\p{M}`;
  const plural = `[${AR}\\p{M}]*?و(?:ا|نا|ها|ه|هم)`;
  const particle = "لا|لن|ليس|ليست|قد|هناك|سوف";
  return new RegExp(
    `(?<![${AR}]|ما )[وف]?إذا[^.؟!:؛\\n]*?،\\s*(?![وف])(?:${plural}|${particle})(?!${letter})`,
    "u",
  );
}

export const REJECTED_TERMS: Record<Locale, RejectedTerm[]> = {
  en: [
    {
      pattern: /follow[- ]the[- ]sun/i,
      use: "on call from Atlanta (the team is in one time zone)",
    },
    { pattern: /\b(?:HIPAA|GDPR|SOC 2|EU AI Act)[- ]compliant\b/i, use: "aligned with …" },
    // US spelling, as the spec's own texts and the forms write it (Merriam-Webster).
    { pattern: /\b[eE]-mail/, use: "email" },
    // The newsletter has one name (copy review 2026-11-28, defect 3).
    {
      pattern:
        /research briefing|Research for data and AI leaders|monthly Vantreo Data & AI briefing/i,
      use: "The Enterprise AI Briefing (monthly)",
    },
    // The right is named as the /data-rights form names it (defect 9).
    {
      pattern: /^Erasure$|: Erasure\b|\(Erasure\)|copy to take elsewhere/i,
      use: "Deletion / Portability (the form's names for the rights)",
    },
  ],
  de: [
    {
      pattern: /\bPractices?\b|Practice-|-Practice\b/,
      use: "Geschäftsbereich (Leitung: Bereichsleitung)",
    },
    { pattern: /\bunsere[rnm]? Praxis für\b/, use: "unser Geschäftsbereich …" },
    { pattern: /\bIngenieur(?:e|en|in|innen)?\b/, use: "Engineers (wie in Data Engineers)" },
    { pattern: /EU-KI-Verordnung|KI-Gesetz|\bAI-Act\b/, use: "KI-Verordnung (EU AI Act)" },
    { pattern: /(?<!KI-Verordnung \()\bEU AI Act\b(?! Ready)/, use: "KI-Verordnung (EU AI Act)" },
    {
      pattern: /Gesundheitsdienstleistungsbranche|Gesundheitssektor|Healthcare-Branche/,
      use: "Gesundheitswesen",
    },
    {
      pattern: /Finanzbranche|Finanzsektor|Financial-Services-Branche/,
      use: "Finanzdienstleistungen",
    },
    { pattern: /Einzelhandel (?:und|&) E-Commerce|Retail-Branche/, use: "Handel und E-Commerce" },
    {
      pattern: /Bund und öffentliche Verwaltung|Behörden und öffentliche Hand/,
      use: "Bundesbehörden und öffentlicher Sektor",
    },
    {
      pattern: /\bPrivate LLM[ -]Bereitstellung|\bPrivate-LLM Bereitstellung|\bprivate LLM-\w+/,
      use: "Private-LLM-Bereitstellung",
    },
    {
      pattern: /\b[\w-]+-konform\w*|\bcompliant\b/i,
      use: "an … ausgerichtet (keine Konformitätsaussage)",
    },
    { pattern: /\bmacht\w* (?:\w+ )?Sinn\b|\bSinn machen\b/, use: "ist sinnvoll" },
    { pattern: /\bin (?:19|20)\d\d\b/, use: "im Jahr 2025 / 2025" },
    { pattern: /\badressier\w*/, use: "angehen, behandeln" },
    // One name for a data-rights request: "Betroffenenanfrage" for staff, "Datenschutzanfrage"
    // (closed) for the requester (copy review 2026-11-28, defect 12).
    {
      pattern: /Datenschutz-(?:Anfrage|Warteschlange)|Anfragen? zu Betroffenenrechten/,
      use: "Betroffenenanfrage (Team) / Datenschutzanfrage (Antragsteller)",
    },
    // No generic masculine for staff, and "Admin" for the role (defect 14, STYLE-de.md).
    {
      pattern:
        /Mitarbeiter(?:konto|konten|kontos|seite|seiten|in oder Mitarbeiter)|\bInhaber(?:in|konto)?\b(?!n)/,
      use: "Teamkonto, Teammitglied, Rolle „Admin“",
    },
    // The newsletter's one name (defect 3); the portability right (defect 9).
    {
      pattern: /Research-Briefing|das monatliche Briefing\b/,
      use: "das monatliche Enterprise-KI-Briefing",
    },
    { pattern: /Kopie zur Mitnahme/, use: "Datenübertragbarkeit" },
    // Calques and slips of the reviews of 2026-11-25 and 2026-11-28.
    { pattern: /\bVorige Seite/, use: "Vorherige Seite" },
    { pattern: /über den Mailserver \(SMTP\) hinaus/, use: "über den Mailserver (SMTP) versendet" },
    {
      pattern: /Verkaufsserie|Kundengemeinschaft|Evaluationsschranken|nichts Aufbewahrtes/,
      use: "Vertriebsgespräche, Kundenstamm, Evaluationskriterien, keine gespeicherten Daten",
    },
    { pattern: /Bundesauftragnehmer/, use: "Auftragnehmer der US-Bundesregierung" },
    { pattern: /Der Link funktioniert einmal/, use: "Der Link ist einmalig verwendbar" },
  ],
  ar: [
    { pattern: /القطاع الحكومي والفيدرالي/, use: "القطاع الفيدرالي والحكومي" },
    { pattern: /الثقة الصفرية|انعدام الثقة الضمنية/, use: "انعدام الثقة (Zero Trust)" },
    { pattern: /حقن (?:الأوامر|المطالبات|الموجّهات)/, use: "حقن التعليمات (prompt injection)" },
    {
      pattern: /وحدات المعالجة(?! الرسومية| المركزية)|معالجات الرسوميات|وحدات معالجة الرسوميات/,
      use: "وحدات المعالجة الرسومية (GPU)",
    },
    {
      pattern: arWord("(?:ال|لل)?(?:قطاعات|مؤسسات|صناعات|بيانات|أحمال) (?:ال)?منظمة"),
      use: "خاضعة للتنظيم (regulated)",
    },
    {
      pattern: /مُصدَّرة|عطلات الإطلاق|سليمان/,
      use: "ذات إصدارات مرقّمة / عطلات نهاية الأسبوع المخصصة للإطلاق / سليمَين",
    },
    { pattern: /متوافق\w* مع (?:قانون |متطلبات )?(?:HIPAA|الأنظمة)/, use: "منسجم مع (aligned)" },
    { pattern: /اً/, use: "ًا (tanween on the letter before the alif: دائمًا)" },
    // One form of address, the plural (أنتم): no singular "you" pronouns or imperatives.
    {
      pattern: arWord(
        "لديك|عليك|يمكنك|بإمكانك|لك|إليك|معك|عنك|أنك|بنفسك|منك|بريدك|اسمك|شركتك|طلبك|رسالتك|بياناتك|مؤسستك|اختيارك|خصوصيتك|جلستك|اتصالك|أهدافك|سؤالك|فرقك|اشتراكك|رغبتك|تسجيلك|حسابك|رمزك|موعدك|فريقك|كتبته|بك|شاركتنا|اعرف",
      ),
      use: "plural address: لديكم، بريدكم …",
    },
    {
      pattern: new RegExp(
        `(?:^|[.،؟!:؛(]\\s*)[وف]?(?:أدخل|احجز|اختر|أرسل|اطلب|اطّلع|تواصل|جرّب|ابدأ|احسب|قيّم|أجب|اكتشف|تصفّح|راسلنا|اتصل|ابحث|استكشف|انتقل|أعد|حاول|تحقّق|ترقّب|احصل|أخبرنا|حدّثنا|اشترك|اضغط|اكتب|تحدّث|عرّفنا|دعنا|تفضّل|افتح|اعرض|اقرأ|راجع|أضف|أصدر)(?![${AR}]|\\p{M})`,
        "u",
      ),
      use: "plural imperative: أدخلوا، احجزوا …",
    },
    // "قبل أن تغادر", "الصفحة التي تبحث عنها": a singular "you" verb ending its clause or
    // followed by عن. The third person feminine with an object stays ("لا تغادر منشآتكم").
    {
      pattern: new RegExp(`(?<![${AR}])[وف]?(?:تغادر|تبحث)(?=\\s*(?:$|[.،؟!:؛)])|\\s+عن)`, "u"),
      use: "plural address: قبل أن تغادروا، التي تبحثون عنها",
    },
    {
      pattern: /بدأو|قرأو/,
      use: "ابدؤوا، اقرؤوا، لتبدؤوا (hamza on a waw seat before the plural و)",
    },
    { pattern: /يرجى/, use: "يُرجى (with its damma, as everywhere else)" },
    { pattern: arMissingAnswerFa(), use: "فاء الجواب after إذا: …، فاتصلوا / فتجاهلوا / فلا …" },
    // The desk, its statuses, the mails and the forms (GLOSSARY.md, "Arabic terms of the lead
    // desk, the mails and the forms").
    {
      pattern: /إفراج|أُ?فرج|يُ?فرَ?ج عن/,
      use: "نقل إلى الوارد / نُقل إلى صندوق الوارد (release from spam)",
    },
    { pattern: /مكتب العملاء المحتملين/, use: "لوحة العملاء المحتملين (lead desk)" },
    {
      pattern: /واجهة العملاء المحتملين/,
      use: "نظام استقبال العملاء المحتملين (\u2068Lead API\u2069)",
    },
    { pattern: /تم الفوز/, use: "صفقة رابحة / صفقة خاسرة (won / lost)" },
    {
      pattern: /النشرة (?:البحثية|البريدية)|الموجز الشهري/,
      use: "النشرة الإخبارية (the generic word) / موجز الذكاء الاصطناعي للمؤسسات (شهري) (the product)",
    },
    {
      pattern: /نظام إدارة العملاء|نظام\s[\u2066\u2068]?CRM/,
      use: "نظام إدارة علاقات العملاء (\u2068CRM\u2069) the first time, then \u2068CRM\u2069",
    },
    { pattern: arWord("غير (?:متوفر|محدد|محددة)"), use: "غير مذكور / غير مذكورة (not given)" },
  ],
};

/** A rejected term found in a string, with the glossary's term to use. */
export interface GlossaryIssue {
  text: string;
  use: string;
}

/** The rejected terms of `locale` in `text`; link targets are not read. */
export function findRejectedTerms(text: string, locale: Locale): GlossaryIssue[] {
  const visible = text.replace(/\]\([^)]*\)/g, "]");
  return REJECTED_TERMS[locale].flatMap(({ pattern, use }) => {
    const match = pattern.exec(visible);
    return match ? [{ text: match[0].trim(), use }] : [];
  });
}
