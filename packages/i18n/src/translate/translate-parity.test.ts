import { describe, expect, it } from "vitest";
import { createI18nextReference } from "../testing/i18next-reference";
import type { StringTree } from "../instance/resource-types";
import { LOCALE_CODES } from "../locales";
import { RESOURCES } from "../resources/resources";
import { createTranslator } from "./create-translator";

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a namespace, plural suffixes folded into their base key. */
function keysOf(tree: StringTree, prefix = ""): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const [name, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") {
      const base = path.replace(PLURAL, "");
      keys.set(base, [...(keys.get(base) ?? []), value]);
    } else {
      for (const [key, texts] of keysOf(value, path)) keys.set(key, texts);
    }
  }
  return keys;
}

/** Values for every placeholder the texts use; `count` is set by the plural cases. */
function sampleValues(texts: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const text of texts) {
    for (const [, name] of text.matchAll(/\{\{\s*([^,}\s]+)/g)) {
      if (name !== "count")
        values[name!] = name === "date" ? new Date(Date.UTC(2026, 10, 22)) : 12345.5;
    }
  }
  return values;
}

// i18next is the reference: the browser's small translator must answer every shared string
// exactly as the i18next instance used by Storybook and other consumers does.
describe.each(LOCALE_CODES)("the %s translator matches i18next", (locale) => {
  const i18next = createI18nextReference(locale, { [locale]: RESOURCES[locale], en: RESOURCES.en });
  const ours = createTranslator(locale, { [locale]: RESOURCES[locale], en: RESOURCES.en });

  it("on every key, with every plural count", () => {
    let compared = 0;
    for (const [ns, tree] of Object.entries(RESOURCES[locale])) {
      for (const [key, texts] of keysOf(tree as StringTree)) {
        const values = sampleValues(texts);
        const plural = texts.length > 1 || Object.keys(tree).some((k) => PLURAL.test(k));
        const counts =
          texts.some((t) => t.includes("{{count")) || plural
            ? [0, 1, 2, 3, 11, 100, 1002]
            : [undefined];
        for (const count of counts) {
          const options = count === undefined ? values : { ...values, count };
          expect(ours.t(`${ns}:${key}`, options), `${ns}:${key} ${JSON.stringify(options)}`).toBe(
            i18next.t(`${ns}:${key}`, options),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it("reads unprefixed keys from the bound namespace, like useTranslation(ns)", () => {
    expect(ours.withNamespace("leads")("form.submit")).toBe(i18next.t("leads:form.submit"));
    expect(ours.t("footer.copyright", { year: 2026 })).toBe(
      i18next.t("footer.copyright", { year: 2026 }),
    );
  });
});

describe("createTranslator", () => {
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

  it("formats {{count, number}} with the locale's separators and Latin digits", () => {
    const de = createTranslator("de", { de: { common: { n_other: "{{count, number}} Dinge" } } });
    expect(de.t("n", { count: 1234567 })).toBe("1.234.567 Dinge");
    const ar = createTranslator("ar", { ar: { common: { n_other: "{{count, number}}" } } });
    expect(ar.t("n", { count: 1234 })).toBe("1,234");
  });
});
