import { findRejectedTerms } from "@vantreo/i18n/copy-rules";
import { describe, expect, it } from "vitest";
import { storyCopy, type StoryLocale } from "./story-copy";

// The stories show the components in the site's words: the same editorial rules as the site's
// strings (one form of address, the plural أنتم in Arabic, "Sie" in German; the glossary).
describe.each<StoryLocale>(["en", "de", "ar"])("the %s story copy", (locale) => {
  it("passes the glossary and the form of address", () => {
    const copy = storyCopy({ locale });
    const issues = Object.entries(copy).flatMap(([key, text]) =>
      findRejectedTerms(text, locale).map((issue) => `${key}: ${issue.text} (use ${issue.use})`),
    );
    expect(issues).toEqual([]);
  });
});

it("the Arabic story copy addresses the reader in the plural", () => {
  const ar = storyCopy({ locale: "ar" });
  expect([ar.learnMore, ar.readMore, ar.bookConsultation, ar.noResultsHint]).toEqual([
    "اعرفوا المزيد",
    "اقرؤوا دراسة الحالة",
    "احجزوا استشارة",
    "جرّبوا كلمات مفتاحية أو عوامل تصفية مختلفة",
  ]);
});
