import { describe, expect, it } from "vitest";
import { checkResourceParity } from "./check-resource-parity";

const en = {
  common: { title: "Contact", body: { help: "Email {{email}}" } },
  search: { results_one: "{{count}} result", results_other: "{{count}} results" },
};
const de = {
  common: { title: "Kontakt", body: { help: "Schreiben Sie an {{email}}" } },
  search: { results_one: "{{count}} Ergebnis", results_other: "{{count}} Ergebnisse" },
};
const ar = {
  common: { title: "اتصل بنا", body: { help: "راسلنا على {{email}}" } },
  search: {
    results_zero: "لا توجد نتائج",
    results_one: "نتيجة واحدة",
    results_two: "نتيجتان",
    results_few: "{{count}} نتائج",
    results_many: "{{count}} نتيجة",
    results_other: "{{count}} نتيجة",
  },
};

describe("checkResourceParity", () => {
  it("finds nothing when every locale has every key, placeholder and plural form", () => {
    expect(checkResourceParity({ en, de, ar })).toEqual([]);
  });

  it("reports a key missing in one locale", () => {
    const issues = checkResourceParity({ en, de: { ...de, common: { title: "Kontakt" } } });
    expect(
      issues.map(({ locale, namespace, key, kind }) => [locale, namespace, key, kind]),
    ).toEqual([["de", "common", "body.help", "missing"]]);
  });

  it("reports a key only a translation has", () => {
    const issues = checkResourceParity({
      en,
      de: { ...de, common: { ...de.common, stale: "Alt" } },
    });
    expect(issues.map(({ key, kind }) => [key, kind])).toEqual([["stale", "extra"]]);
  });

  it("reports placeholders that differ from the reference", () => {
    const renamed = {
      ...de,
      common: { title: "Kontakt", body: { help: "Schreiben Sie an {{mail}}" } },
    };
    const [issue, ...rest] = checkResourceParity({ en, de: renamed });
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({
      locale: "de",
      key: "body.help",
      kind: "placeholders",
      expected: ["email"],
      actual: ["mail"],
    });
    expect(issue?.message).toBe("de:common:body.help placeholders (expected email; found mail)");
  });

  it("reports a placeholder dropped from a translation", () => {
    const dropped = { ...de, common: { title: "Kontakt", body: { help: "Schreiben Sie uns" } } };
    expect(checkResourceParity({ en, de: dropped })[0]).toMatchObject({
      kind: "placeholders",
      actual: [],
    });
  });

  it("accepts plural forms that spell the number out as long as one form uses it", () => {
    expect(checkResourceParity({ en, ar })).toEqual([]);
  });

  it("reports Arabic with only the English plural forms", () => {
    const short = {
      ...ar,
      search: { results_one: "نتيجة واحدة", results_other: "{{count}} نتيجة" },
    };
    expect(checkResourceParity({ en, ar: short })).toEqual([
      expect.objectContaining({
        locale: "ar",
        key: "results",
        kind: "plural-forms",
        expected: ["few", "many", "one", "other", "two", "zero"],
        actual: ["one", "other"],
      }),
    ]);
  });

  it("reports a German plural form the language does not have, but allows _zero", () => {
    const withFew = { ...de, search: { ...de.search, results_few: "{{count}} Ergebnisse" } };
    expect(checkResourceParity({ en, de: withFew }).map(({ kind }) => kind)).toEqual([
      "plural-forms",
    ]);
    const withZero = { ...de, search: { ...de.search, results_zero: "Keine Ergebnisse" } };
    expect(checkResourceParity({ en, de: withZero })).toEqual([]);
  });

  it("reports a plural the translation writes as a single string", () => {
    const flat = { ...de, search: { results: "Ergebnisse: {{count}}" } };
    expect(checkResourceParity({ en, de: flat }).map(({ key, kind }) => [key, kind])).toEqual([
      ["results", "plural-forms"],
    ]);
  });

  it("reports empty strings, in the reference too", () => {
    const blank = { ...en, common: { ...en.common, title: " " } };
    expect(
      checkResourceParity({ en: blank, de }).map(({ locale, key, kind }) => [locale, key, kind]),
    ).toEqual([["en", "title", "empty"]]);
  });

  it("reports whole namespaces missing or extra", () => {
    const issues = checkResourceParity({ en, de: { common: de.common, tools: { a: "b" } } });
    expect(issues.map(({ namespace, kind }) => [namespace, kind])).toEqual([
      ["tools", "extra-namespace"],
      ["search", "missing-namespace"],
    ]);
  });

  it("compares with another reference locale when told", () => {
    const issues = checkResourceParity(
      { de, en: { ...en, common: { title: "Contact" } } },
      { reference: "de" },
    );
    expect(issues.map(({ locale, key, kind }) => [locale, key, kind])).toEqual([
      ["en", "body.help", "missing"],
    ]);
  });
});
