import { normalizeWithOffsets } from "./normalize-text";

/** Which displayed field of a result a match range belongs to. */
export type MatchField = "title" | "description";

/** A highlighted span: UTF-16 offsets into the result's field, `end` exclusive. */
export interface MatchRange {
  readonly field: MatchField;
  readonly start: number;
  readonly end: number;
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
  const normalized = normalizeWithOffsets(text);
  const ranges: MatchRange[] = [];
  let from = normalized.text.indexOf(normalizedQuery);
  while (from !== -1) {
    const last = from + normalizedQuery.length - 1;
    const start = normalized.starts[from] ?? 0;
    // Extend over units that folded to nothing (tashkeel, tatweel) so that a mark never
    // separates from its letter.
    const next = normalized.starts[last + 1] ?? text.length;
    const end = Math.max(normalized.ends[last] ?? text.length, next);
    const previous = ranges.at(-1);
    // "ß" folds to "ss": a query "s" could start inside the unit the previous range ended on.
    if (previous === undefined || start >= previous.end) ranges.push({ field, start, end });
    from = normalized.text.indexOf(normalizedQuery, last + 1);
  }
  return ranges;
}
