const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Whether `word` occurs in `text` at the start of a word: "agent" is found in "agentic
 * workflows", "rag" is not found in "leverage". Both are expected normalised.
 */
export function containsAtWordStart(text: string, word: string): boolean {
  let from = text.indexOf(word);
  while (from !== -1) {
    if (from === 0 || !WORD_CHARACTER.test(text.charAt(from - 1))) return true;
    from = text.indexOf(word, from + 1);
  }
  return false;
}
