/**
 * Text normalisation shared by the index and the query, so that English, German and Arabic
 * queries find their pages (issue 6, "Beyond"): case folding, German umlauts and sharp s folded
 * to their two-letter spellings, Arabic letter variants unified and its diacritics removed.
 * Both sides go through the same function, so "Müller" and "Mueller" meet at "mueller" and
 * "الإدارة" and "الادارة" meet at "الاداره".
 */

/** Replacements applied after lower-casing, before accents are stripped. */
const FOLDED: Readonly<Record<string, string>> = {
  // German: ä/ae, ö/oe, ü/ue, ß/ss — the spellings Germans type without an umlaut key.
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  // Arabic: ta marbuta reads as ha at a word's end and is often typed so.
  "\u0629": "\u0647",
  // Arabic: alef maqsura and ya are interchanged in everyday typing.
  "\u0649": "\u064A",
  // Arabic: alef wasla does not decompose under NFD, unlike alef with hamza or madda.
  "\u0671": "\u0627",
  // Arabic: tatweel (kashida) only stretches a word for justification.
  "\u0640": "",
};

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;
const COMBINING_DIAERESIS = 0x0308;
const COMBINING_MARK = /\p{M}/gu;
const WHITESPACE = /\s/;

/** Cache of the folded form of every non-ASCII UTF-16 unit met so far. */
const foldedUnits = new Map<number, string>();

function foldUnit(code: number): string {
  const cached = foldedUnits.get(code);
  if (cached !== undefined) return cached;
  let folded: string;
  if (code >= 0xd800 && code <= 0xdfff) {
    // A surrogate half (emoji, rare scripts): kept as is, pairs survive untouched.
    folded = String.fromCharCode(code);
  } else if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) {
    folded = String(code - ARABIC_INDIC_ZERO);
  } else if (code >= EXTENDED_ARABIC_INDIC_ZERO && code <= EXTENDED_ARABIC_INDIC_ZERO + 9) {
    folded = String(code - EXTENDED_ARABIC_INDIC_ZERO);
  } else {
    const char = String.fromCharCode(code);
    if (WHITESPACE.test(char)) {
      folded = " ";
    } else {
      // NFD splits alef with hamza/madda (أ إ آ), waw and ya with hamza, and Latin accents into
      // a base letter plus combining marks; dropping every mark also removes the Arabic
      // tashkeel (fatha, damma, kasra, shadda, sukun, tanwin, superscript alef).
      folded = [...char.toLowerCase()]
        .map((part) => FOLDED[part] ?? part.normalize("NFD").replace(COMBINING_MARK, ""))
        .join("");
    }
  }
  foldedUnits.set(code, folded);
  return folded;
}

/** The normalised text with, for each of its UTF-16 units, where it came from in the source. */
export interface NormalizedText {
  /** The normalised text. */
  readonly text: string;
  /** `starts[i]`: index in the source of the unit that produced `text[i]`. */
  readonly starts: readonly number[];
  /** `ends[i]`: index in the source just past the unit that produced `text[i]`. */
  readonly ends: readonly number[];
}

/**
 * Normalises `source` and records where every output unit came from, so that a match found in
 * normalised text can be highlighted in the original (see `findMatchRanges`).
 * Runs of whitespace collapse to one space.
 */
export function normalizeWithOffsets(source: string): NormalizedText {
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  for (let index = 0; index < source.length; index += 1) {
    const code = source.charCodeAt(index);
    let folded: string;
    if (code < 0x80) {
      folded = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : source.charAt(index);
      if (code === 32 || (code >= 9 && code <= 13)) folded = " ";
    } else if (code === COMBINING_DIAERESIS && /[aou]$/.test(text)) {
      // A decomposed umlaut (a + U+0308) folds like the composed one: "ae", "oe", "ue".
      folded = "e";
    } else {
      folded = foldUnit(code);
    }
    if (folded === " " && text.endsWith(" ")) continue;
    for (let unit = 0; unit < folded.length; unit += 1) {
      starts.push(index);
      ends.push(index + 1);
    }
    text += folded;
  }
  return { text, starts, ends };
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Normalises text for matching: lower case, German umlauts and ß spelled out, Latin accents
 * dropped, Arabic alef variants, ta marbuta, alef maqsura, tashkeel and tatweel unified, Arabic
 * digits as ASCII digits, whitespace runs as one space.
 */
export function normalizeText(source: string): string {
  // Most catalogue text is plain ASCII: lower-casing is then the whole job.
  if (PRINTABLE_ASCII.test(source)) return source.toLowerCase().replace(/ {2,}/g, " ");
  return normalizeWithOffsets(source).text;
}

/** Normalises a query: as {@link normalizeText}, without leading or trailing spaces. */
export function normalizeQuery(query: string): string {
  return normalizeText(query).trim();
}
