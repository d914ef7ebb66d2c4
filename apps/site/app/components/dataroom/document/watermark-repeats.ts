import type { DocumentSection } from "@vantreo/contracts/core";

/** Copies of the watermark on a short document; never fewer, so it covers the whole page. */
export const MIN_WATERMARK_REPEATS = 30;
/** An upper bound, so a very long document does not render thousands of nodes. */
export const MAX_WATERMARK_REPEATS = 600;
// Roughly one copy per 120 characters of text keeps the copies a hand's width apart on any
// length of document (a copy is about 40 characters wide and the rows are widely spaced).
const CHARACTERS_PER_REPEAT = 120;

/** How many copies of the watermark to lay over a document, by the length of its text. */
export function watermarkRepeats(sections: readonly DocumentSection[]): number {
  const characters = sections.reduce(
    (total, section) =>
      total + section.heading.length + section.paragraphs.reduce((sum, p) => sum + p.length, 0),
    0,
  );
  const wanted = MIN_WATERMARK_REPEATS + Math.ceil(characters / CHARACTERS_PER_REPEAT);
  return Math.min(MAX_WATERMARK_REPEATS, wanted);
}
