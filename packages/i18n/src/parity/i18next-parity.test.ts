import { describe, expect, it } from "vitest";
import { createI18n } from "../instance/create-i18n";
import type { StringTree } from "../instance/resource-types";
import { LOCALE_CODES, type Locale } from "../locales";
import { RESOURCES } from "../resources/resources";
import { flattenStrings } from "./flatten-strings";
import { placeholdersOf } from "./placeholders";
import { requiredPluralCategories, splitPluralKey, type PluralCategory } from "./plural-key";

/** Every entry of a namespace: plain keys, and plural families with their written forms. */
function entriesOf(tree: StringTree): Map<string, Map<PluralCategory | "", string>> {
  const entries = new Map<string, Map<PluralCategory | "", string>>();
  for (const [key, text] of flattenStrings(tree)) {
    const { base, category } = splitPluralKey(key);
    const name = category === undefined ? key : base;
    const forms = entries.get(name) ?? new Map<PluralCategory | "", string>();
    forms.set(category ?? "", text);
    entries.set(name, forms);
  }
  return entries;
}

function sampleCount(locale: Locale, category: PluralCategory): number {
  const rules = new Intl.PluralRules(locale);
  if (category === "zero") return 0;
  for (let count = 1; ; count++) if (rules.select(count) === category) return count;
}

/** A value for each variable: a date for dates, a number for formatted ones, a marker otherwise. */
function sampleValues(names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    names
      .filter((name) => name !== "count")
      .map((name) => [
        name,
        ["date", "due"].includes(name)
          ? new Date(Date.UTC(2026, 10, 22))
          : ["min", "page", "pages"].includes(name)
            ? 4321
            : `«${name}»`,
      ]),
  );
}

// i18next itself reads every string of every locale, with the locale alone (no English fallback
// to hide a gap): each key resolves, each plural form the language has is the one i18next picks
// for its counts, each `{{variable}}` of the English string is filled in (and no other is left
// raw), so nothing a reader sees depends on a second implementation.
describe.each(LOCALE_CODES)("every %s string through i18next", (locale) => {
  const i18n = createI18n(locale, { [locale]: RESOURCES[locale] }, { fallbackLng: false });
  const english = Object.fromEntries(
    Object.entries(RESOURCES.en).map(([ns, tree]) => [ns, entriesOf(tree as StringTree)]),
  );
  const namespaces = Object.entries(RESOURCES[locale]);

  it("has every namespace and key of English, and no other", () => {
    expect(namespaces.map(([ns]) => ns).sort()).toEqual(Object.keys(english).sort());
    for (const [ns, tree] of namespaces) {
      expect([...entriesOf(tree as StringTree).keys()].sort(), ns).toEqual(
        [...(english[ns]?.keys() ?? [])].sort(),
      );
    }
  });

  it("resolves every key, every plural form and every variable", () => {
    let checked = 0;
    for (const [ns, tree] of namespaces) {
      for (const [key, forms] of entriesOf(tree as StringTree)) {
        const reference = english[ns]?.get(key);
        const variables = [...new Set([...(reference ?? forms).values()].flatMap(placeholdersOf))];
        const values = sampleValues(variables);
        const where = `${locale}:${ns}:${key}`;
        const plural = !forms.has("");
        const counts = plural
          ? [
              ...(forms.has("zero") ? (["zero"] as const) : []),
              ...requiredPluralCategories(locale),
            ].map((category) => [category, sampleCount(locale, category)] as const)
          : ([["", variables.includes("count") ? 1234 : undefined]] as const);
        const outputs: string[] = [];
        for (const [category, count] of counts) {
          const options = count === undefined ? values : { ...values, count };
          expect(i18n.exists(`${ns}:${key}`, options), `${where} is missing`).toBe(true);
          // i18next picks the form written for the category (none unreachable, none missing).
          expect(
            i18n.t(`${ns}:${key}`, { ...options, skipInterpolation: true }),
            `${where} ${category}`,
          ).toBe(forms.get(category as PluralCategory | ""));
          const text = i18n.t(`${ns}:${key}`, options);
          expect(text, `${where} leaves a variable raw: ${text}`).not.toMatch(/\{\{|\}\}/);
          outputs.push(text);
          checked++;
        }
        // Every variable the English string uses reaches the reader in some form of this one.
        for (const name of variables) {
          const rendered =
            name === "count"
              ? counts.map(([, count]) =>
                  i18n.t(`${ns}:${key}`, { ...values, count, skipInterpolation: true }),
                )
              : outputs;
          const used =
            name === "count"
              ? rendered.some((text) => text.includes("{{count"))
              : counts.some(([, count]) => {
                  const without = { ...values, [name]: undefined, count };
                  return (
                    i18n.t(`${ns}:${key}`, without) !== i18n.t(`${ns}:${key}`, { ...values, count })
                  );
                });
          expect(used, `${where} drops {{${name}}}`).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
