import { describe, expect, it } from "vitest";
import { findRejectedTerms } from "./glossary";

const found = (text: string, locale: "en" | "de" | "ar") =>
  findRejectedTerms(text, locale).map((issue) => issue.text);

describe("findRejectedTerms", () => {
  it("flags German terms the glossary replaces", () => {
    expect(found("Unsere Practice-Leitung", "de")).toEqual(["Practice"]);
    expect(found("nach der EU-KI-Verordnung", "de")).toEqual(["EU-KI-Verordnung"]);
    expect(found("HIPAA-konforme Plattformen", "de")).toEqual(["HIPAA-konforme"]);
    expect(found("Private LLM-Bereitstellung", "de")).toEqual(["Private LLM-Bereitstellung"]);
    expect(found("Bund und öffentliche Verwaltung", "de")).toEqual([
      "Bund und öffentliche Verwaltung",
    ]);
  });

  it("flags the mail and desk terms of the 2026-11-28 copy review in German, and accepts their replacements", () => {
    expect(found("Diese Datenschutz-Anfrage freigeben?", "de")).toEqual(["Datenschutz-Anfrage"]);
    expect(found("Anfragen zu Betroffenenrechten", "de")).toEqual([
      "Anfragen zu Betroffenenrechten",
    ]);
    expect(found("Mitarbeiterin oder Mitarbeiter einladen", "de")).toEqual([
      "Mitarbeiterin oder Mitarbeiter",
    ]);
    expect(found("Wenden Sie sich an einen Inhaber.", "de")).toEqual(["Inhaber"]);
    expect(found("Ihr Mitarbeiterkonto", "de")).toEqual(["Mitarbeiterkonto"]);
    expect(found("das Research-Briefing", "de")).toEqual(["Research-Briefing"]);
    expect(found("Kopie zur Mitnahme", "de")).toEqual(["Kopie zur Mitnahme"]);
    expect(found("Vorige Seite", "de")).toEqual(["Vorige Seite"]);
    expect(found("E-Mails gehen über den Mailserver (SMTP) hinaus", "de")).toEqual([
      "über den Mailserver (SMTP) hinaus",
    ]);
    expect(found("eines Bundesauftragnehmers", "de")).toEqual(["Bundesauftragnehmer"]);
    expect(found("Der Link funktioniert einmal.", "de")).toEqual(["Der Link funktioniert einmal"]);
    expect(
      found(
        "Diese Betroffenenanfrage freigeben? Ihre Datenschutzanfrage. Teammitglied einladen, Ihr Teamkonto, eine Person mit der Rolle „Admin“, Markeninhabern, das monatliche Enterprise-KI-Briefing, Datenübertragbarkeit, Vorherige Seite, Nur für Mitarbeitende. Der Link ist einmalig verwendbar.",
        "de",
      ),
    ).toEqual([]);
  });

  it("flags e-mail, the newsletter's other names and the receipt's names for rights in English", () => {
    expect(found("Work e-mail", "en")).toEqual(["e-mail"]);
    expect(found("E-mail address", "en")).toEqual(["E-mail"]);
    expect(found("the Vantreo Data & AI research briefing", "en")).toEqual(["research briefing"]);
    expect(found("Erasure", "en")).toEqual(["Erasure"]);
    expect(found("Your request: Erasure", "en")).toEqual([": Erasure"]);
    expect(found("A copy to take elsewhere", "en")).toEqual(["copy to take elsewhere"]);
    expect(
      found(
        "Work email. The Enterprise AI Briefing (monthly). Your request: Deletion. Export and erasure wait for the link. E-Mail (German in an English page).",
        "en",
      ),
    ).toEqual([]);
  });

  it("accepts the glossary's German terms", () => {
    expect(
      found(
        "Geschäftsbereich KI-Governance, KI-Verordnung (EU AI Act), EU AI Act Ready, an HIPAA ausgerichtete Plattformen, Private-LLM-Bereitstellung, Data Engineers, Ingenieursdisziplin, Bundesbehörden und öffentlicher Sektor",
        "de",
      ),
    ).toEqual([]);
  });

  it("flags Arabic mistranslations, competing terms and the singular form of address", () => {
    expect(found("للقطاعات المنظمة", "ar")).toEqual(["للقطاعات المنظمة"]);
    expect(found("معمارية الثقة الصفرية", "ar")).toEqual(["الثقة الصفرية"]);
    expect(found("يمكنك إلغاء الاشتراك", "ar")).toEqual(["يمكنك"]);
    expect(found("أدخل اسمكم", "ar")).toEqual(["أدخل"]);
    expect(found("دائماً", "ar")).toEqual(["اً"]);
    expect(found("القطاع الحكومي والفيدرالي", "ar")).toEqual(["القطاع الحكومي والفيدرالي"]);
    expect(found("كل ما كتبته محفوظ", "ar")).toEqual(["كتبته"]);
    expect(found("تأكيد اشتراكك", "ar")).toEqual(["اشتراكك"]);
  });

  it("accepts the plural address and the glossary's Arabic terms", () => {
    expect(
      found(
        "يمكنكم إلغاء الاشتراك. أدخلوا بريدكم. معمارية انعدام الثقة وحقن التعليمات ووحدات المعالجة الرسومية، دائمًا، للقطاعات الخاضعة للتنظيم، وذلك كذلك.",
        "ar",
      ),
    ).toEqual([]);
  });

  it("flags the singular address the 2026-11-28 review found, and accepts its plural", () => {
    expect(found("اعرف المزيد", "ar")).toEqual(["اعرف"]);
    expect(found("قبل أن تغادر", "ar")).toEqual(["تغادر"]);
    expect(found("الصفحة التي تبحث عنها غير موجودة.", "ar")).toEqual(["تبحث"]);
    expect(found("وكلما شاركتنا سياقًا أكثر، كان ردنا الأول أنفع.", "ar")).toEqual(["شاركتنا"]);
    expect(found("لا يملك حساب الموظف الخاص بك صلاحية الوصول.", "ar")).toEqual(["بك"]);
    expect(found("أضف قسمًا واحدًا على الأقل.", "ar")).toEqual(["أضف"]);
    expect(found("راجعوا الطلبات، وأصدر رموز الوصول", "ar")).toEqual(["، وأصدر"]);
    expect(
      found(
        "اعرفوا المزيد. قبل أن تغادروا. الصفحة التي تبحثون عنها. وكلما شاركتمونا سياقًا أكثر. الخاص بكم. أضيفوا قسمًا، وأصدروا رموز الوصول. لا تغادر منشآتكم أبدًا. إرشادات أصدرها الاحتياطي الفيدرالي.",
        "ar",
      ),
    ).toEqual([]);
  });

  it("flags a missing فاء الجواب after إذا, and accepts the answer with it", () => {
    const wrong = [
      "إذا كان الأمر عاجلًا، اتصلوا بنا على {{phone}}.",
      "إذا لم تشتركوا، تجاهلوا هذه الرسالة: لن يتم تسجيلكم.",
      "إذا كانت لديكم أسئلة، ردّوا على هذه الرسالة أو اتصلوا بنا على {{phone}}.",
      "إذا تعذّر مسح الرمز، أضيفوا هذا الرابط إلى تطبيق المصادقة:",
      "إذا لم تكونوا تتوقعون هذه الرسالة، لا تفتحوا الرابط.",
      "إذا احتجتم إلى مساعدة، راسلونا.",
    ];
    for (const text of wrong)
      expect(
        found(text, "ar").some((issue) => issue.startsWith("إذا")),
        text,
      ).toBe(true);
    expect(
      found(
        [
          "إذا كان الأمر عاجلًا، فاتصلوا بنا على {{phone}}.",
          "إذا لم تطلبوا الاشتراك، فتجاهلوا هذه الرسالة، ولن يُسجَّل عنوانكم.",
          "إذا كانت لديكم أسئلة، فردّوا على هذه الرسالة أو اتصلوا بنا على {{phone}}.",
          "إذا تعذّر مسح الرمز، فأضيفوا هذا الرابط إلى تطبيق المصادقة:",
          "إذا لم تكونوا تتوقعون هذه الرسالة، فلا تفتحوا الرابط وأبلغوا أحد المالكين.",
          "إذا لم ترسلوا هذا الطلب، يمكنكم تجاهل هذه الرسالة.",
          "إذا استُخدم للتو فانتظروا الرمز التالي.",
          "تحققوا مما إذا كانت البيانات جاهزة، وابدؤوا بالتقييم.",
          "وإذا تغيّرت طبيعة معالجتنا، فسنعيّن ممثلًا.",
          "إذا لم يكن أحد منكم يتوقع ذلك، فعطّلوا الحساب فورًا.",
        ].join(" "),
        "ar",
      ),
    ).toEqual([]);
  });

  it("flags the desk's and the mails' rejected Arabic terms, and accepts the glossary's", () => {
    expect(found("إفراج", "ar")).toEqual(["إفراج"]);
    expect(found("الإفراج عن هذا العميل المحتمل؟", "ar")).toEqual(["إفراج"]);
    expect(found("أُفرج عنه من مجلد الرسائل غير المرغوب فيها", "ar")).toEqual(["أُفرج"]);
    expect(found("أفرجوا عن الحقيقي منهم", "ar")).toEqual(["أفرج"]);
    expect(found("مكتب العملاء المحتملين", "ar")).toEqual(["مكتب العملاء المحتملين"]);
    expect(found("الرسائل التي كتبتها واجهة العملاء المحتملين", "ar")).toEqual([
      "واجهة العملاء المحتملين",
    ]);
    expect(found("تم الفوز", "ar")).toEqual(["تم الفوز"]);
    expect(found("تلقي النشرة البحثية", "ar")).toEqual(["النشرة البحثية"]);
    expect(found("تأكيد النشرة البريدية", "ar")).toEqual(["النشرة البريدية"]);
    expect(found("تلقّي الموجز الشهري", "ar")).toEqual(["الموجز الشهري"]);
    expect(found("ويُطلب من نظام إدارة العملاء حذف نسخته", "ar")).toEqual(["نظام إدارة العملاء"]);
    expect(found("نظام \u2068CRM\u2069", "ar")).toEqual(["نظام \u2068CRM"]);
    expect(found("غير متوفر", "ar")).toEqual(["غير متوفر"]);
    expect(found("غير محددة", "ar")).toEqual(["غير محددة"]);
    expect(found("انتهت جلستكم. يرجى تسجيل الدخول مرة أخرى.", "ar")).toEqual(["يرجى"]);
    expect(found("ابدأوا التقييم", "ar")).toEqual(["بدأو"]);
    expect(found("اقرأوا دراسة الحالة", "ar")).toEqual(["قرأو"]);
    expect(found("لتبدأوا دون إجراءات شراء طويلة", "ar")).toEqual(["بدأو"]);
    expect(
      found(
        "نقل إلى الوارد. نُقل {{name}} إلى صندوق الوارد. أُعيد من مجلد الرسائل غير المرغوب فيها. لوحة العملاء المحتملين. نظام استقبال العملاء المحتملين (\u2068Lead API\u2069). صفقة رابحة، صفقة خاسرة. النشرة الإخبارية: موجز الذكاء الاصطناعي للمؤسسات (شهري). نظام إدارة علاقات العملاء (\u2068CRM\u2069)، ثم \u2068CRM\u2069. غير مذكور. هذه الصفحة غير متوفرة باللغة الألمانية. يُرجى تسجيل الدخول. ابدؤوا التقييم واقرؤوا دراسة الحالة لتبدؤوا.",
        "ar",
      ),
    ).toEqual([]);
  });
});
