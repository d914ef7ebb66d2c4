import { normalizeQuery } from "./normalize-text";

/** Arabic clitics written joined to the next word: the article, "and", "with", "for". */
const ARABIC_CLITICS = new Set(["ال", "و", "ب", "ل", "ف", "لل", "وال", "بال", "فال", "كال"]);

/** The intent phrases are fixed lists: split each once, not on every keystroke. */
const phraseWords = new Map<string, string[]>();

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/** The words of a query after normalisation (`normalizeText`), punctuation dropped. */
export function queryWords(query: string): string[] {
  return normalizeQuery(query)
    .split(WORD_SEPARATOR)
    .filter((word) => word.length > 0);
}

function wordMatches(actual: string, expected: string): boolean {
  if (actual === expected) return true;
  // "الاستشاره" is "the consultation": accept the word behind a joined Arabic clitic.
  return (
    actual.endsWith(expected) &&
    ARABIC_CLITICS.has(actual.slice(0, actual.length - expected.length))
  );
}

/**
 * Whether the query's words contain `phrase` as whole consecutive words ("deep dive" is in
 * "book a deep-dive", "call" is not in "recall"). `phrase` is normalised the same way.
 */
export function containsPhrase(words: readonly string[], phrase: string): boolean {
  let wanted = phraseWords.get(phrase);
  if (wanted === undefined) {
    wanted = queryWords(phrase);
    phraseWords.set(phrase, wanted);
  }
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= words.length; start += 1) {
    if (wanted.every((word, offset) => wordMatches(words[start + offset] ?? "", word))) return true;
  }
  return false;
}
