import { stripIsolatedRuns } from "./bidi-isolates";

/**
 * Left-to-right runs that the Unicode bidi algorithm (UAX #9) reorders inside right-to-left text
 * unless they are isolated: a phone number (its "+", parentheses and hyphens are neutral and take
 * the sentence's direction), an e-mail address, a street address (the number detaches from the
 * street name), a currency figure ("$15M") and a figure with a Latin unit or multiplier ("3x",
 * "70B"). Each pattern names what it finds.
 */
const LTR_RUNS: { kind: string; pattern: RegExp }[] = [
  { kind: "phone number", pattern: /\+?\d[\d ().-]{6,}\d|\+\d[\dX ]{6,}X/g },
  { kind: "e-mail address", pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
  {
    kind: "street address",
    pattern:
      /\b\d+\s+(?:[A-Z][a-z]+\s+){1,4}(?:Drive|Street|Road|Avenue|Boulevard|Parkway|Way|Lane)\b/g,
  },
  { kind: "currency figure", pattern: /[$€£]\s?\d[\d.,]*\s?[A-Za-z]*/g },
  // "3x", "70B", "140 GB": unless a Latin name precedes it ("SR 11-7", "NIST CSF 2.0"), the
  // number and its unit are separate runs and a space between them takes the RTL direction.
  {
    kind: "figure with a Latin unit",
    pattern: /(?<![A-Za-z][ -])(?<![A-Za-z\d.,/-])\d+(?:[.,]\d+)?\s?[A-Za-z]{1,6}\b/g,
  },
];

/** A left-to-right run found outside an isolate in right-to-left copy. */
export interface UnisolatedRun {
  kind: string;
  text: string;
}

/**
 * The phone numbers, e-mail addresses, street addresses and Latin figures of a right-to-left
 * string that are not inside an LRI/FSI … PDI isolate (or a `<bdi>`/`dir="ltr"` element, which
 * the renderer provides for structured values). Markdown link targets `](…)` are not text.
 */
export function findUnisolatedLtrRuns(text: string): UnisolatedRun[] {
  const visible = stripIsolatedRuns(text).replace(/\]\([^)]*\)/g, "]");
  const found: UnisolatedRun[] = [];
  // A run is reported once, as the first kind that finds it (a street number is an address,
  // not a figure with a unit).
  const taken: [number, number][] = [];
  for (const { kind, pattern } of LTR_RUNS) {
    for (const match of visible.matchAll(pattern)) {
      const run = match[0].trim();
      // Dates (2025-10-21), years and ranges of small numbers are read the same in both directions.
      if (kind === "phone number" && !/^\+|\(\d{3}\)|\d{3}[ -]\d{4}/.test(run)) continue;
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      found.push({ kind, text: run });
    }
  }
  return found;
}
