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

export const REJECTED_TERMS: Record<Locale, RejectedTerm[]> = {
  en: [
    {
      pattern: /follow[- ]the[- ]sun/i,
      use: "on call from Atlanta (the team is in one time zone)",
    },
    { pattern: /\b(?:HIPAA|GDPR|SOC 2|EU AI Act)[- ]compliant\b/i, use: "aligned with …" },
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
        "لديك|عليك|يمكنك|بإمكانك|لك|إليك|معك|عنك|أنك|بنفسك|منك|بريدك|اسمك|شركتك|طلبك|رسالتك|بياناتك|مؤسستك|اختيارك|خصوصيتك|جلستك|اتصالك|أهدافك|سؤالك|فرقك|اشتراكك|رغبتك|تسجيلك|حسابك|رمزك|موعدك|فريقك|كتبته",
      ),
      use: "plural address: لديكم، بريدكم …",
    },
    {
      pattern: new RegExp(
        `(?:^|[.،؟!:؛(]\\s*)[وف]?(?:أدخل|احجز|اختر|أرسل|اطلب|اطّلع|تواصل|جرّب|ابدأ|احسب|قيّم|أجب|اكتشف|تصفّح|راسلنا|اتصل|ابحث|استكشف|انتقل|أعد|حاول|تحقّق|ترقّب|احصل|أخبرنا|حدّثنا|اشترك|اضغط|اكتب|تحدّث|عرّفنا|دعنا|تفضّل|افتح|اعرض|اقرأ|راجع)(?![${AR}]|\\p{M})`,
        "u",
      ),
      use: "plural imperative: أدخلوا، احجزوا …",
    },
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
