import type { Root } from "mdast";
import { parseMarkdown, textOf } from "./markdown-text";

/** Reading speed assumed for the estimate: a common figure for non-fiction read on screen. */
export const WORDS_PER_MINUTE = 200;

/** Length of a document's prose and how long it takes to read. */
export interface ReadingTime {
  words: number;
  /** Whole minutes, rounded up, at least 1. */
  minutes: number;
}

/** Counts words: runs of letters or digits, so punctuation and markdown symbols are not words. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/**
 * Estimates the reading time of a markdown body at {@link WORDS_PER_MINUTE}, counting prose only
 * (code blocks and raw HTML are skipped).
 */
export function readingTime(markdown: string): ReadingTime {
  return readingTimeOf(parseMarkdown(markdown));
}

/** {@link readingTime} of an already parsed markdown tree. */
export function readingTimeOf(tree: Root): ReadingTime {
  const words = countWords(textOf(tree));
  return { words, minutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)) };
}
