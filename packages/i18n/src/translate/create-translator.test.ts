import { describe, expect, it } from "vitest";
import { createTranslator } from "./create-translator";

describe("createTranslator (i18next)", () => {
  it("is an i18next instance of the locale underneath", () => {
    const translator = createTranslator("de", { de: { common: { only: "nur Deutsch" } } });
    expect(translator.i18n.language).toBe("de");
    expect(translator.i18n.t("only")).toBe("nur Deutsch");
  });

  it("falls back to English for a key the locale lacks, then to the key itself", () => {
    const t = createTranslator("de", {
      de: { common: { only: "nur Deutsch" } },
      en: { common: { only: "English only", extra: "English extra" } },
    }).t;
    expect(t("only")).toBe("nur Deutsch");
    expect(t("extra")).toBe("English extra");
    expect(t("common:missing.key")).toBe("missing.key");
    expect(t("missing", { defaultValue: "Hallo {{name}}", name: "Welt" })).toBe("Hallo Welt");
  });

  it("reads unprefixed keys from the bound namespace", () => {
    const translator = createTranslator("en", { en: { leads: { a: "A" }, common: { a: "C" } } });
    expect(translator.withNamespace("leads")("a")).toBe("A");
    expect(translator.t("a")).toBe("C");
    expect(translator.t("leads:a")).toBe("A");
  });

  it("picks Arabic plural forms by CLDR category (0 zero, 2 two, 3 few, 11 many, 100 other)", () => {
    const t = createTranslator("ar", {
      ar: {
        common: { n_zero: "z", n_one: "o", n_two: "t", n_few: "f", n_many: "m", n_other: "x" },
      },
    }).t;
    expect([0, 1, 2, 3, 11, 100].map((count) => t("n", { count }))).toEqual([
      "z",
      "o",
      "t",
      "f",
      "m",
      "x",
    ]);
  });

  it("formats {{count, number}} with the locale's separators and Latin digits, unescaped", () => {
    const de = createTranslator("de", { de: { common: { n_other: "{{count, number}} Dinge" } } });
    expect(de.t("n", { count: 1234567 })).toBe("1.234.567 Dinge");
    const ar = createTranslator("ar", { ar: { common: { n_other: "{{count, number}}" } } });
    expect(ar.t("n", { count: 1200 })).toBe("1,200");
    const en = createTranslator("en", { en: { common: { a: "{{what}}" } } });
    expect(en.t("a", { what: "Data & AI <b>" })).toBe("Data & AI <b>");
  });
});
