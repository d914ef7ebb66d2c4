import type { StringTree } from "../instance/resource-types";
import { flattenStrings } from "./flatten-strings";
import { placeholdersOf } from "./placeholders";
import { splitPluralKey, type PluralCategory } from "./plural-key";

/**
 * One translatable entry of a namespace: a plain key, or a plural family (`resultCount`)
 * gathering its forms. A family's placeholders are those of all its forms together, since a
 * form may legitimately spell its number out ("one result", "نتيجتان").
 */
export interface StringEntry {
  placeholders: string[];
  forms?: Map<PluralCategory, string>;
  empty: boolean;
}

/** The entries of one namespace, keyed by plain key or plural family base. */
export function stringEntries(tree: StringTree): Map<string, StringEntry> {
  const flat = flattenStrings(tree);
  const entries = new Map<string, StringEntry>();
  for (const [key, text] of flat) {
    const { base, category } = splitPluralKey(key);
    const name = category === undefined ? key : base;
    const entry = entries.get(name) ?? { placeholders: [], empty: false };
    entry.placeholders = [...new Set([...entry.placeholders, ...placeholdersOf(text)])].sort();
    entry.empty ||= text.trim() === "";
    if (category !== undefined) (entry.forms ??= new Map()).set(category, text);
    entries.set(name, entry);
  }
  return entries;
}
