import { describe, expect, it } from "vitest";
import type { StringTree } from "../instance/resource-types";
import { LOCALE_CODES } from "../locales";
import { flattenStrings } from "../parity/flatten-strings";
import { splitPluralKey } from "../parity/plural-key";
import { RESOURCES } from "../resources/resources";
import { createTranslator } from "../translate/create-translator";
import { prerenderStrings } from "./prerender-strings";
import { createPrerenderedTranslator } from "./prerendered-translator";

/** Values for every placeholder the namespace's texts use; `count` is set per case. */
function sampleValues(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, name] of text.matchAll(/\{\{\s*([^,}\s]+)/g)) {
    if (name !== "count")
      values[name!] = ["date", "due"].includes(name!) ? new Date(Date.UTC(2026, 10, 22)) : 12345.5;
  }
  return values;
}

// A public island's `t` in the browser reads what i18next resolved at prerender; it must give
// every shared string exactly as i18next gives it at prerender, or hydration would not match.
describe.each(LOCALE_CODES)("the %s prerendered strings", (locale) => {
  const i18next = createTranslator(locale, { [locale]: RESOURCES[locale] });
  const browser = createPrerenderedTranslator(locale, prerenderStrings(locale, RESOURCES[locale]));

  it("answer every key with every plural count as i18next does", () => {
    let compared = 0;
    for (const [ns, tree] of Object.entries(RESOURCES[locale])) {
      const bases = new Map<string, string[]>();
      for (const [key, text] of flattenStrings(tree as StringTree)) {
        const { base } = splitPluralKey(key);
        bases.set(base, [...(bases.get(base) ?? []), text]);
      }
      for (const [key, texts] of bases) {
        const values = sampleValues(texts.join(" "));
        const counted = texts.some((text) => text.includes("{{count")) || texts.length > 1;
        for (const count of counted ? [0, 1, 2, 3, 11, 100, 1002] : [undefined]) {
          const options = count === undefined ? values : { ...values, count };
          expect(
            browser.t(`${ns}:${key}`, options),
            `${ns}:${key} ${JSON.stringify(options)}`,
          ).toBe(i18next.t(`${ns}:${key}`, options));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("read unprefixed keys from the bound namespace, like useTranslation(ns)", () => {
    expect(browser.withNamespace("leads")("form.submit")).toBe(i18next.t("leads:form.submit"));
    expect(browser.t("footer.copyright", { year: 2026 })).toBe(
      i18next.t("footer.copyright", { year: 2026 }),
    );
  });
});

describe("prerenderStrings", () => {
  it("keeps a key's template and each plural form for the browser, values left to fill", () => {
    const strings = prerenderStrings("ar", {
      common: {
        hi: "مرحبًا {{name}}",
        n_zero: "z",
        n_one: "o",
        n_two: "t",
        n_few: "{{count}} f",
        n_many: "m",
        n_other: "x",
      },
    });
    expect(strings).toEqual({
      common: {
        hi: "مرحبًا {{name}}",
        n: { zero: "z", one: "o", two: "t", few: "{{count}} f", many: "m", other: "x" },
      },
    });
    const t = createPrerenderedTranslator("ar", strings).t;
    expect([0, 1, 2, 3, 11, 100].map((count) => t("n", { count }))).toEqual([
      "z",
      "o",
      "t",
      "3 f",
      "m",
      "x",
    ]);
    expect(t("missing", { defaultValue: "{{name}}!", name: "x" })).toBe("x!");
  });

  it("resolves the English fallback with i18next when the translator has it", () => {
    const translator = createTranslator("de", {
      de: { common: { only: "nur Deutsch" } },
      en: { common: { only: "English only", extra: "English extra" } },
    });
    expect(
      prerenderStrings("de", { common: { only: "nur Deutsch", extra: "x" } }, translator),
    ).toEqual({
      common: { only: "nur Deutsch", extra: "English extra" },
    });
  });
});
