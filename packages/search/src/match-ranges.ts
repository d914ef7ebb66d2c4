import { normalizeWithOffsets } from "./normalize-text";

/** Which displayed field of a result a match range belongs to. */
export type MatchField = "title" | "description";

/** A highlighted span: UTF-16 offsets into the result's field, `end` exclusive. */
export interface MatchRange {
  readonly field: MatchField;
  readonly start: number;
  readonly end: number;
}

const SIMPLE_ASCII = /^[\x20-\x7e]*$/;

function simpleRanges(field: MatchField, lower: string, normalizedQuery: string): MatchRange[] {
  const ranges: MatchRange[] = [];
  let at = lower.indexOf(normalizedQuery);
  while (at !== -1) {
    ranges.push({ field, start: at, end: at + normalizedQuery.length });
    at = lower.indexOf(normalizedQuery, at + normalizedQuery.length);
  }
  return ranges;
}

/**
 * Where an already normalised query occurs in `text`, as non-overlapping ranges of the original
 * text (not of its normalised form), so the dialog can wrap them in `<mark>`.
 */
export function findMatchRanges(
  field: MatchField,
  text: string,
  normalizedQuery: string,
): MatchRange[] {
  if (normalizedQuery.length === 0) return [];
  // Printable ASCII without double spaces normalises to its lower case, unit for unit.
  if (SIMPLE_ASCII.test(text) && !text.includes("  ")) {
    return simpleRanges(field, text.toLowerCase(), normalizedQuery);
  }
  const normalized = normalizeWithOffsets(text);
  const ranges: MatchRange[] = [];
  let from = normalized.text.indexOf(normalizedQuery);
  while (from !== -1) {
    const last = from + normalizedQuery.length - 1;
    const start = normalized.starts[from] ?? 0;
    // Extend over units that folded to nothing (tashkeel, tatweel) so that a mark never
    // separates from its letter.
    const next = normalized.starts[last + 1] ?? text.length;
    const end = Math.max((normalized.starts[last] ?? text.length) + 1, next);
    const previous = ranges.at(-1);
    // "ß" folds to "ss": a query "s" could start inside the unit the previous range ended on.
    if (previous === undefined || start >= previous.end) ranges.push({ field, start, end });
    from = normalized.text.indexOf(normalizedQuery, last + 1);
  }
  return ranges;
}
