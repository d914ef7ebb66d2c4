// The 14 standard PDF fonts only encode WinAnsi (Windows-1252). pdf-lib throws on anything else,
// so every string is passed through toWinAnsi before it is measured or drawn.

/** Windows-1252 characters in 0x80-0x9F: the only encodable code points outside ASCII and Latin-1. */
const CP1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Readable stand-ins for common characters that WinAnsi lacks. */
const REPLACEMENTS = new Map([
  ["\u00a0", " "],
  ["\u2007", " "],
  ["\u2009", " "],
  ["\u202f", " "],
  ["\t", "    "],
  ["\u00ad", ""],
  ["\u200b", ""],
  ["\u200d", ""],
  ["\ufeff", ""],
  ["\u2010", "-"],
  ["\u2011", "-"],
  ["\u2212", "-"],
  ["\u2192", "->"],
  ["\u2190", "<-"],
  ["\u2194", "<->"],
  ["\u21d2", "=>"],
  ["\u2265", ">="],
  ["\u2264", "<="],
  ["\u2260", "!="],
  ["\u2248", "~"],
  ["\u2032", "'"],
  ["\u2033", '"'],
  ["\u2713", "[x]"],
  ["\u2714", "[x]"],
  ["\u2610", "[ ]"],
  ["\u2611", "[x]"],
  // Letters with a stroke have no NFKD decomposition, so they get their base letter by hand.
  ["\u0141", "L"],
  ["\u0142", "l"],
  ["\u0110", "D"],
  ["\u0111", "d"],
  ["\u0131", "i"],
]);

/**
 * Whether one character can be drawn with a standard font (Helvetica, Courier…).
 * @param {string} char a single code point
 * @returns {boolean}
 */
export function isWinAnsi(char) {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char)
  );
}

/**
 * Rewrites text so that every character is encodable in WinAnsi: known symbols become ASCII
 * stand-ins, accented letters outside Latin-1 lose their accent (NFKD), anything else is dropped.
 * @param {string} text
 * @returns {string}
 */
export function toWinAnsi(text) {
  let out = "";
  for (const char of text) {
    const replacement = REPLACEMENTS.get(char);
    if (replacement !== undefined) out += replacement;
    else if (isWinAnsi(char)) out += char;
    else {
      const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      if (base !== char && [...base].every(isWinAnsi)) out += base;
    }
  }
  return out;
}
