/**
 * Text normalisation shared by the index and the query, so that English, German and Arabic
 * queries find their pages. Both sides go through the same rules, so
 * "Müller" and "Mueller" meet at "mueller" and "الإدارة" and "الادارة" meet at "الاداره":
 *
 * 1. lower case;
 * 2. canonical decomposition (NFD): Latin accents and the Arabic alef with hamza or madda
 *    (أ إ آ), waw and ya with hamza become a base letter plus combining marks;
 * 3. a, o or u followed by a diaeresis becomes ae, oe, ue (German ä/ae, ö/oe, ü/ue);
 * 4. {@link SPECIAL_FOLDS}: ß/ss, final sigma, ta marbuta, alef maqsura, alef wasla, tatweel,
 *    Arabic-Indic digits;
 * 5. every combining mark is dropped: Latin accents and the Arabic tashkeel (fatha, damma,
 *    kasra, shadda, sukun, tanwin, superscript alef);
 * 6. each run of whitespace becomes one space.
 *
 * `normalizeText` applies the rules with native string operations (fast, for indexing and
 * queries); `normalizeWithOffsets` applies them unit by unit and remembers where each output
 * unit came from (for highlighting). A test holds the two to the same output.
 */

/** Step 4: letters folded to the spelling people type, after decomposition. */
export const SPECIAL_FOLDS: Readonly<Record<string, string>> = {
  // German: ß/ss, the spelling used without a ß key (and in Switzerland).
  ß: "ss",
  // Greek final sigma: whole-text lower-casing produces it, unit-by-unit does not.
  ς: "σ",
  // Arabic: ta marbuta reads as ha at a word's end and is often typed so.
  "\u0629": "\u0647",
  // Arabic: alef maqsura and ya are interchanged in everyday typing.
  "\u0649": "\u064A",
  // Arabic: alef wasla has no decomposition, unlike alef with hamza or madda.
  "\u0671": "\u0627",
  // Arabic: tatweel (kashida) only stretches a word for justification.
  "\u0640": "",
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, digit) => [
      [String.fromCharCode(0x0660 + digit), String(digit)],
      [String.fromCharCode(0x06f0 + digit), String(digit)],
    ]).flat(),
  ),
};

const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_FOLDS).join("")}]`, "g");
const DIAERESIS_AFTER_VOWEL = /([aou])\p{M}*?\u0308/gu;
const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE_TO_FOLD = /\s{2,}|[^\S ]/g;
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Normalises text for matching (rules 1 to 6 above): lower case, German umlauts and ß spelled
 * out, accents and Arabic diacritics dropped, Arabic letter variants unified, Arabic digits as
 * ASCII digits, whitespace runs as one space.
 */
export function normalizeText(source: string): string {
  let text = source.toLowerCase();
  if (NON_ASCII.test(text)) {
    text = text
      .normalize("NFD")
      .replace(DIAERESIS_AFTER_VOWEL, "$1e")
      .replace(SPECIAL, (letter) => SPECIAL_FOLDS[letter] ?? letter)
      .replace(COMBINING_MARKS, "");
  }
  return text.replace(WHITESPACE_TO_FOLD, " ");
}

/** Normalises a query: as {@link normalizeText}, without leading or trailing spaces. */
export function normalizeQuery(query: string): string {
  return normalizeText(query).trim();
}

/** The normalised text with, for each of its UTF-16 units, where it came from in the source. */
export interface NormalizedText {
  /** The normalised text. */
  readonly text: string;
  /**
   * `starts[i]`: index in the source of the character that produced `text[i]`; a match
   * highlighted in the source ends where the next output unit's character starts.
   */
  readonly starts: readonly number[];
}

/** Lower-cased and decomposed form of each non-ASCII character met so far. */
const decompositions = new Map<string, string>();

function decompose(character: string): string {
  let decomposed = decompositions.get(character);
  if (decomposed === undefined) {
    decomposed = character.toLowerCase().normalize("NFD");
    decompositions.set(character, decomposed);
  }
  return decomposed;
}

const MARK = /^\p{M}$/u;
const SPACE_CHARACTER = /^\s$/;
const DIAERESIS = "\u0308";

/**
 * Normalises `source` unit by unit (rules 1 to 6), recording where every output unit came
 * from, so that a match found in normalised text can be highlighted in the original.
 */
export function normalizeWithOffsets(source: string): NormalizedText {
  const parts: string[] = [];
  const starts: number[] = [];
  let lastWasSpace = false;
  // Rule 3: an a, o or u was emitted and only combining marks came after it.
  let vowelOpen = false;
  const emit = (text: string, index: number): void => {
    for (let unit = 0; unit < text.length; unit += 1) starts.push(index);
    parts.push(text);
  };
  for (let index = 0; index < source.length; index += 1) {
    const code = source.charCodeAt(index);
    // A surrogate pair is one character: lower-case and decompose it whole.
    const pair =
      code >= 0xd800 && code <= 0xdbff && /[\udc00-\udfff]/.test(source.charAt(index + 1));
    const character = source.slice(index, pair ? index + 2 : index + 1);
    for (const part of code < 0x80 ? character.toLowerCase() : decompose(character)) {
      if (part === DIAERESIS && vowelOpen) {
        emit("e", index);
        vowelOpen = false;
        lastWasSpace = false;
      } else if (MARK.test(part)) {
        continue;
      } else if (SPACE_CHARACTER.test(part)) {
        if (!lastWasSpace) emit(" ", index);
        lastWasSpace = true;
        vowelOpen = false;
      } else {
        const folded = SPECIAL_FOLDS[part] ?? part;
        if (folded.length === 0) {
          vowelOpen = false;
          continue;
        }
        emit(folded, index);
        lastWasSpace = false;
        vowelOpen = folded === "a" || folded === "o" || folded === "u";
      }
    }
    if (pair) index += 1;
  }
  return { text: parts.join(""), starts };
}
