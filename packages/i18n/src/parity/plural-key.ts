/** The CLDR plural categories i18next appends to a key (`resultCount_few`). */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;

/** One CLDR plural category. */
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A key split into its base and plural category, when it ends in `_zero` ... `_other`. */
export function splitPluralKey(key: string): { base: string; category?: PluralCategory } {
  const cut = key.lastIndexOf("_");
  const suffix = cut === -1 ? "" : key.slice(cut + 1);
  const category = PLURAL_CATEGORIES.find((name) => name === suffix);
  return category ? { base: key.slice(0, cut), category } : { base: key };
}

/** The plural categories a language needs, from the runtime's CLDR data (six for Arabic). */
export function requiredPluralCategories(locale: string): PluralCategory[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return PLURAL_CATEGORIES.filter((name) => categories.includes(name));
}
