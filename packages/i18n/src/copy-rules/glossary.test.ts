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
});
