import type { Locale } from "@vantreo/i18n";

/**
 * The placeholders a reply template may use, filled from the lead and the staff member when the
 * template is picked: `{{name}}` the lead's full name (German and Arabic mails greet with the full
 * name under the formal address, STYLE-de.md), `{{company}}`, `{{staffName}}`.
 */
export const TEMPLATE_PLACEHOLDERS = ["name", "company", "staffName"] as const;

/** One template in one language, as `reply_templates` stores it. */
export type TemplateRow = {
  id: string;
  locale: Locale;
  name: string;
  subject: string;
  body: string;
};

type Copy = { name: string; subject: string; body: string };

/**
 * The default templates, seeded by `replies-migration.ts`: the first answer to an inquiry, a
 * follow-up after no answer, and the confirmation of a call. Owners edit them in the desk; these
 * are the copy a new database starts with. The signature (the staff member and the firm's
 * contact) is added when the mail is rendered, never written into a template.
 */
export const DEFAULT_REPLY_TEMPLATES: Record<string, Record<Locale, Copy>> = {
  "first-reply": {
    en: {
      name: "First reply to an inquiry",
      subject: "Your inquiry to Vantreo Data & AI",
      body: [
        "Hello {{name}},",
        "",
        "Thank you for contacting Vantreo Data & AI. I have read your message and would like to learn more about what you are planning.",
        "",
        "Could we talk for 30 minutes this week or next? Tell me two or three times that suit you, and I will send a calendar invitation.",
        "",
        "If you would rather start by email, just reply to this message with any documents or questions; they come straight to me.",
      ].join("\n"),
    },
    de: {
      name: "Erste Antwort auf eine Anfrage",
      subject: "Ihre Anfrage an Vantreo Data & AI",
      body: [
        "Guten Tag {{name}},",
        "",
        "vielen Dank für Ihre Nachricht an Vantreo Data & AI. Ich habe sie gelesen und möchte gern mehr über Ihr Vorhaben erfahren.",
        "",
        "Hätten Sie in dieser oder der nächsten Woche 30 Minuten Zeit für ein Gespräch? Nennen Sie mir zwei oder drei passende Termine, dann sende ich Ihnen eine Kalendereinladung.",
        "",
        "Wenn Sie lieber zuerst per E-Mail einsteigen, antworten Sie einfach auf diese Nachricht – Unterlagen und Fragen erreichen mich direkt.",
      ].join("\n"),
    },
    ar: {
      name: "الرد الأول على استفسار",
      subject: "استفساركم لدى ⁨Vantreo Data & AI⁩",
      body: [
        "تحية طيبة {{name}}،",
        "",
        "شكرًا لتواصلكم مع ⁨Vantreo Data & AI⁩. لقد قرأت رسالتكم وأودّ أن أعرف المزيد عمّا تخططون له.",
        "",
        "هل يمكننا التحدث لمدة 30 دقيقة هذا الأسبوع أو الأسبوع القادم؟ أرسلوا لي موعدين أو ثلاثة تناسبكم، وسأرسل لكم دعوة في التقويم.",
        "",
        "وإذا فضّلتم البدء بالبريد الإلكتروني، فيكفي الرد على هذه الرسالة مع أي مستندات أو أسئلة، وستصلني مباشرة.",
      ].join("\n"),
    },
  },
  "follow-up": {
    en: {
      name: "Follow-up after no answer",
      subject: "Following up on your inquiry",
      body: [
        "Hello {{name}},",
        "",
        "I am following up on my last message about your inquiry. If the timing is not right, that is fine: tell me when to get back in touch.",
        "",
        "If it helps, I can also send a short summary of how we have approached similar projects, so you can decide whether a call is worth your time.",
      ].join("\n"),
    },
    de: {
      name: "Nachfassen ohne Antwort",
      subject: "Rückfrage zu Ihrer Anfrage",
      body: [
        "Guten Tag {{name}},",
        "",
        "ich melde mich noch einmal zu meiner letzten Nachricht über Ihre Anfrage. Wenn es gerade nicht passt, ist das kein Problem – sagen Sie mir einfach, wann ich mich wieder melden soll.",
        "",
        "Gern sende ich Ihnen auch eine kurze Zusammenfassung, wie wir ähnliche Projekte angegangen sind, damit Sie entscheiden können, ob sich ein Gespräch für Sie lohnt.",
      ].join("\n"),
    },
    ar: {
      name: "متابعة بعد عدم الرد",
      subject: "متابعة بخصوص استفساركم",
      body: [
        "تحية طيبة {{name}}،",
        "",
        "أتابع معكم بخصوص رسالتي السابقة حول استفساركم. وإن لم يكن الوقت مناسبًا الآن فلا بأس، يكفي أن تخبروني متى أعاود التواصل معكم.",
        "",
        "ويمكنني أيضًا أن أرسل لكم ملخصًا قصيرًا عن طريقة تعاملنا مع مشاريع مماثلة، لتقرروا إن كانت المكالمة تستحق وقتكم.",
      ].join("\n"),
    },
  },
  "call-confirmation": {
    en: {
      name: "Confirming a call",
      subject: "Our call: confirmation",
      body: [
        "Hello {{name}},",
        "",
        "Thank you for making time to talk. I have sent you a calendar invitation with the link to join.",
        "",
        "To make the most of the call, it helps to know in advance who will join from {{company}} and which systems and data are involved. A short reply to this message is enough.",
      ].join("\n"),
    },
    de: {
      name: "Bestätigung eines Gesprächs",
      subject: "Unser Gespräch: Bestätigung",
      body: [
        "Guten Tag {{name}},",
        "",
        "vielen Dank, dass Sie sich Zeit für ein Gespräch nehmen. Ich habe Ihnen eine Kalendereinladung mit dem Link zur Teilnahme gesendet.",
        "",
        "Damit wir die Zeit gut nutzen, hilft es mir zu wissen, wer von {{company}} teilnimmt und um welche Systeme und Daten es geht. Eine kurze Antwort auf diese Nachricht genügt.",
      ].join("\n"),
    },
    ar: {
      name: "تأكيد مكالمة",
      subject: "تأكيد موعد مكالمتنا",
      body: [
        "تحية طيبة {{name}}،",
        "",
        "شكرًا لتخصيصكم وقتًا للحديث معنا. لقد أرسلت لكم دعوة في التقويم تتضمن رابط الانضمام.",
        "",
        "ولنستفيد من المكالمة على أفضل وجه، يساعدني أن أعرف مسبقًا من سينضم من ⁨{{company}}⁩ وما الأنظمة والبيانات المعنية. ويكفي رد قصير على هذه الرسالة.",
      ].join("\n"),
    },
  },
};

/** Every default template as a row, in a stable order (template, then en, de, ar). */
export function defaultTemplateRows(): TemplateRow[] {
  return Object.entries(DEFAULT_REPLY_TEMPLATES).flatMap(([id, copies]) =>
    (Object.entries(copies) as [Locale, Copy][]).map(([locale, copy]) => ({ id, locale, ...copy })),
  );
}

/**
 * A template's text with its placeholders filled; an unknown placeholder stays as written, so a
 * typo in an owner's edit shows in the draft instead of vanishing. An empty value takes the space
 * before it along ("Hello {{name}}," without a name reads "Hello,").
 */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/( ?)\{\{\s*(\w+)\s*\}\}/g, (match, space: string, key: string) => {
    const value = values[key];
    if (value === undefined) return match;
    return value === "" ? "" : `${space}${value}`;
  });
}
