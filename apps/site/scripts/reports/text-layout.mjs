// Word wrapping of styled runs with the real glyph widths of the standard fonts.
import { toWinAnsi } from "./win-ansi.mjs";

/** @typedef {import("./report-blocks.mjs").InlineSegment} InlineSegment */
/** @typedef {import("pdf-lib").PDFFont} PDFFont */
/** @typedef {{ regular: PDFFont, bold: PDFFont, italic: PDFFont, boldItalic: PDFFont, mono: PDFFont }} FontSet */
/** @typedef {{ text: string, font: PDFFont, x: number }} PlacedRun */
/** @typedef {{ runs: PlacedRun[], width: number }} TextLine */

/**
 * The font for a run: a base style (quotes are italic, table headers bold) combined with the
 * run's own style.
 * @param {FontSet} fonts
 * @param {string} style
 * @param {"regular" | "bold" | "italic"} [base]
 * @returns {PDFFont}
 */
export function fontFor(fonts, style, base = "regular") {
  if (style === "code") return fonts.mono;
  const bold = style === "bold" || base === "bold";
  const italic = style === "italic" || base === "italic";
  if (bold && italic) return fonts.boldItalic;
  if (bold) return fonts.bold;
  return italic ? fonts.italic : fonts.regular;
}

/**
 * Chunks that must not be split: the words of the text, where a word that touches the next
 * segment without a space (`**bold**,`) stays glued to it.
 * @param {InlineSegment[]} segments
 * @param {{ fonts: FontSet, size: number, base?: "regular" | "bold" | "italic" }} options
 */
function chunksOf(segments, { fonts, size, base }) {
  /** @type {{ runs: { text: string, font: PDFFont, width: number }[], width: number, spaceAfter: boolean }[]} */
  const chunks = [];
  let glue = false;
  for (const segment of segments) {
    const font = fontFor(fonts, segment.style, base);
    for (const part of toWinAnsi(segment.text).split(/(\s+)/)) {
      if (!part) continue;
      const last = chunks.at(-1);
      if (/^\s+$/.test(part)) {
        if (last) last.spaceAfter = true;
        glue = false;
        continue;
      }
      const run = { text: part, font, width: font.widthOfTextAtSize(part, size) };
      if (glue && last) {
        last.runs.push(run);
        last.width += run.width;
      } else chunks.push({ runs: [run], width: run.width, spaceAfter: false });
      glue = true;
    }
  }
  return chunks;
}

/**
 * Splits a chunk wider than the line into pieces that fit (long addresses, identifiers).
 * @param {{ runs: { text: string, font: PDFFont, width: number }[], width: number, spaceAfter: boolean }} chunk
 * @param {number} size
 * @param {number} maxWidth
 */
function hardBreak(chunk, size, maxWidth) {
  const pieces = [];
  for (const run of chunk.runs) {
    let current = "";
    for (const char of run.text) {
      if (current && run.font.widthOfTextAtSize(current + char, size) > maxWidth) {
        pieces.push({
          runs: [{ ...run, text: current, width: run.font.widthOfTextAtSize(current, size) }],
          spaceAfter: false,
        });
        current = "";
      }
      current += char;
    }
    if (current)
      pieces.push({
        runs: [{ ...run, text: current, width: run.font.widthOfTextAtSize(current, size) }],
        spaceAfter: false,
      });
  }
  const last = pieces.at(-1);
  if (last) last.spaceAfter = chunk.spaceAfter;
  return pieces.map((p) => ({ ...p, width: p.runs.reduce((sum, r) => sum + r.width, 0) }));
}

/**
 * Wraps styled segments into lines no wider than `maxWidth` points.
 * @param {InlineSegment[]} segments
 * @param {{ fonts: FontSet, size: number, maxWidth: number, base?: "regular" | "bold" | "italic" }} options
 * @returns {TextLine[]}
 */
export function wrapSegments(segments, { fonts, size, maxWidth, base }) {
  const chunks = chunksOf(segments, { fonts, size, base }).flatMap((c) =>
    c.width > maxWidth ? hardBreak(c, size, maxWidth) : [c],
  );
  /** @type {TextLine[]} */
  const lines = [];
  /** @type {TextLine} */
  let line = { runs: [], width: 0 };
  let previous;
  for (const chunk of chunks) {
    const gap = previous?.spaceAfter ? previous.runs.at(-1).font.widthOfTextAtSize(" ", size) : 0;
    if (line.runs.length > 0 && line.width + gap + chunk.width > maxWidth) {
      lines.push(line);
      line = { runs: [], width: 0 };
    }
    let x = line.runs.length > 0 ? line.width + gap : 0;
    for (const run of chunk.runs) {
      line.runs.push({ text: run.text, font: run.font, x });
      x += run.width;
    }
    line.width = x;
    previous = chunk;
  }
  if (line.runs.length > 0) lines.push(line);
  return lines;
}

/**
 * Width of the widest unbreakable chunk: a table column narrower than this would split words.
 * @param {InlineSegment[]} segments
 * @param {{ fonts: FontSet, size: number, base?: "regular" | "bold" | "italic" }} options
 */
export function longestWordWidth(segments, options) {
  return chunksOf(segments, options).reduce((max, c) => Math.max(max, c.width), 0);
}
