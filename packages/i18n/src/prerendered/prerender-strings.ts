import type { LocaleResources, StringTree } from "../instance/resource-types";
import type { Locale } from "../locales";
import { flattenStrings } from "../parity/flatten-strings";
import {
  requiredPluralCategories,
  splitPluralKey,
  type PluralCategory,
} from "../parity/plural-key";
import { createTranslator, type Translator } from "../translate/create-translator";
import type { PluralForms, PrerenderedStrings } from "./prerendered-strings";

/** A count the locale's plural rules put in `category` (3 is Arabic "few", 11 "many"). */
function sampleCount(rules: Intl.PluralRules, category: PluralCategory): number {
  for (let count = 0; count <= 1000; count++) if (rules.select(count) === category) return count;
  throw new Error(`no count in 0..1000 is "${category}"`);
}

/**
 * Resolves every string of `resources` (one locale's namespaces, e.g. those a page's islands
 * use) through i18next at prerender: each key's template, each plural family's form for every
 * category the locale has (and `_zero` where written), interpolation left to the browser
 * (`createPrerenderedTranslator`). Pass `translator` to resolve with an instance that has more
 * (the English fallback); by default one is made from `resources` alone.
 */
export function prerenderStrings(
  locale: Locale,
  resources: Partial<LocaleResources>,
  translator: Translator = createTranslator(locale, { [locale]: resources as LocaleResources }),
): PrerenderedStrings {
  const rules = new Intl.PluralRules(locale);
  const categories = requiredPluralCategories(locale);
  const out: Record<string, Record<string, string | PluralForms>> = {};
  for (const [ns, tree] of Object.entries(resources)) {
    if (!tree) continue;
    const t = translator.withNamespace(ns);
    const strings: Record<string, string | PluralForms> = {};
    const keys = [...flattenStrings(tree as StringTree).keys()];
    for (const key of keys) {
      const { base, category } = splitPluralKey(key);
      if (category === undefined) {
        strings[key] = t(key, { skipInterpolation: true });
        continue;
      }
      if (typeof strings[base] === "object") continue;
      const forms: Partial<Record<PluralCategory, string>> = {};
      if (keys.includes(`${base}_zero`))
        forms.zero = t(base, { count: 0, skipInterpolation: true });
      for (const name of categories) {
        forms[name] = t(base, { count: sampleCount(rules, name), skipInterpolation: true });
      }
      strings[base] = forms;
    }
    out[ns] = strings;
  }
  return out;
}
