// Draws each markdown block type onto the flowing pages (tables live in draw-table.mjs).
import { drawTable } from "./draw-table.mjs";
import { plainText } from "./report-blocks.mjs";
import { THEME } from "./report-theme.mjs";
import { wrapSegments } from "./text-layout.mjs";
import { toWinAnsi } from "./win-ansi.mjs";

/** @typedef {import("./page-writer.mjs").PageWriter} PageWriter */
/** @typedef {import("./report-blocks.mjs").Block} Block */
/** @typedef {import("./report-blocks.mjs").InlineSegment} InlineSegment */
/** @typedef {{ title: string, pageIndex: number }} OutlineEntry */

const { colors, size } = THEME;
const bodyLeading = size.body * THEME.leading;

/** @param {PageWriter} writer @param {{ level: number, segments: InlineSegment[] }} block @param {OutlineEntry[]} outline */
function drawHeading(writer, block, outline) {
  const isSection = block.level <= 2;
  const fontSize = isSection ? size.h2 : size.h3;
  const title = plainText(block.segments);
  const lines = wrapSegments([{ text: title, style: "bold" }], {
    fonts: writer.fonts,
    size: fontSize,
    maxWidth: writer.width,
  });
  const leading = fontSize * 1.3;
  const spaceBefore = isSection ? 16 : 10;
  // Keep the heading with at least three lines of what follows it.
  writer.ensureSpace(spaceBefore + lines.length * leading + 6 + 3 * bodyLeading);
  if (writer.y < THEME.page.height - THEME.margin.top) writer.y -= spaceBefore;
  if (isSection) outline.push({ title, pageIndex: writer.doc.getPageCount() - 1 });
  writer.drawLines(lines, {
    size: fontSize,
    color: isSection ? colors.accent : colors.ink,
    leading,
  });
  if (isSection) {
    writer.page.drawLine({
      start: { x: writer.left, y: writer.y - 2 },
      end: { x: writer.left + 48, y: writer.y - 2 },
      thickness: 1.5,
      color: colors.accent,
    });
  }
  writer.y -= 8;
}

/** @param {PageWriter} writer @param {InlineSegment[]} segments */
function drawParagraph(writer, segments) {
  const lines = wrapSegments(segments, {
    fonts: writer.fonts,
    size: size.body,
    maxWidth: writer.width,
  });
  writer.ensureSpace(Math.min(lines.length, 2) * bodyLeading); // no single orphan line at a page foot
  writer.drawLines(lines, { size: size.body, color: colors.ink });
  writer.y -= 6;
}

/** @param {PageWriter} writer @param {{ ordered: boolean, start: number, items: { segments: InlineSegment[], checked?: boolean }[] }} block */
function drawList(writer, block) {
  const indent = 20;
  block.items.forEach((item, index) => {
    const lines = wrapSegments(item.segments, {
      fonts: writer.fonts,
      size: size.body,
      maxWidth: writer.width - indent,
    });
    writer.ensureSpace(bodyLeading);
    const top = writer.y;
    const markerY = top - bodyLeading / 2 - size.body * 0.33;
    if (item.checked !== undefined) {
      writer.page.drawRectangle({
        x: writer.left + 5,
        y: markerY - 0.5,
        width: 8,
        height: 8,
        borderColor: colors.muted,
        borderWidth: 0.8,
      });
      if (item.checked)
        writer.page.drawText("x", {
          x: writer.left + 6.6,
          y: markerY + 0.6,
          size: 8,
          font: writer.fonts.bold,
          color: colors.ink,
        });
    } else {
      const marker = block.ordered ? `${block.start + index}.` : "\u2022";
      const font = block.ordered ? writer.fonts.bold : writer.fonts.regular;
      const markerWidth = font.widthOfTextAtSize(marker, size.body);
      writer.page.drawText(marker, {
        x: writer.left + indent - 6 - markerWidth,
        y: markerY,
        size: size.body,
        font,
        color: colors.accent,
      });
    }
    writer.drawLines(lines, { size: size.body, color: colors.ink, indent });
    writer.y -= 2.5;
  });
  writer.y -= 5;
}

/** @param {PageWriter} writer @param {InlineSegment[][]} paragraphs */
function drawQuote(writer, paragraphs) {
  const indent = 18;
  writer.ensureSpace(3 * bodyLeading);
  writer.y -= 4;
  for (const paragraph of paragraphs) {
    const attribution = /^[\u2014\u2013-]\s/.test(plainText(paragraph));
    const fontSize = attribution ? size.small + 0.5 : size.body + 0.5;
    const lines = wrapSegments(paragraph, {
      fonts: writer.fonts,
      size: fontSize,
      maxWidth: writer.width - indent,
      base: attribution ? "regular" : "italic",
    });
    writer.drawLines(lines, {
      size: fontSize,
      color: attribution ? colors.muted : colors.ink,
      indent,
      leading: fontSize * THEME.leading,
      beforeLine: (top, height) =>
        writer.page.drawRectangle({
          x: writer.left + 2,
          y: top - height,
          width: 3,
          height,
          color: colors.accent,
        }),
    });
  }
  writer.y -= 10;
}

/** @param {PageWriter} writer @param {string[]} codeLines */
function drawCode(writer, codeLines) {
  const pad = 8;
  const charWidth = writer.fonts.mono.widthOfTextAtSize("M", size.code);
  const perLine = Math.floor((writer.width - 2 * pad) / charWidth);
  const rows = codeLines.flatMap((raw) => {
    const text = toWinAnsi(raw).replace(/\s+$/, "");
    if (text.length <= perLine) return [text];
    const pieces = [];
    for (let start = 0; start < text.length; start += start === 0 ? perLine : perLine - 2) {
      pieces.push(
        (start === 0 ? "" : "  ") +
          text.slice(start, start + (start === 0 ? perLine : perLine - 2)),
      );
    }
    return pieces;
  });
  const leading = size.code * 1.42;
  writer.ensureSpace(Math.min(rows.length, 4) * leading + pad);
  writer.y -= 2;
  rows.forEach((row, index) => {
    writer.ensureSpace(leading);
    const first = index === 0 || writer.y === THEME.page.height - THEME.margin.top;
    const last = index === rows.length - 1;
    const height = leading + (first ? pad / 2 : 0) + (last ? pad / 2 : 0);
    writer.page.drawRectangle({
      x: writer.left,
      y: writer.y - height,
      width: writer.width,
      height,
      color: colors.codeBackground,
    });
    if (first) writer.y -= pad / 2;
    const baseline = writer.y - leading / 2 - size.code * 0.33;
    if (row)
      writer.page.drawText(row, {
        x: writer.left + pad,
        y: baseline,
        size: size.code,
        font: writer.fonts.mono,
        color: colors.ink,
      });
    writer.y -= leading + (last ? pad / 2 : 0);
  });
  writer.y -= 10;
}

/**
 * Draws one block at the writer's cursor; level-2 headings are added to `outline` with the
 * page they start on, for the contents page.
 * @param {PageWriter} writer
 * @param {Block} block
 * @param {OutlineEntry[]} outline
 */
export function drawBlock(writer, block, outline) {
  switch (block.type) {
    case "heading":
      return drawHeading(writer, block, outline);
    case "paragraph":
      return drawParagraph(writer, block.segments);
    case "list":
      return drawList(writer, block);
    case "quote":
      return drawQuote(writer, block.paragraphs);
    case "code":
      return drawCode(writer, block.lines);
    case "table":
      return drawTable(writer, block);
    case "image":
      return drawParagraph(writer, [{ text: `Figure: ${block.alt}`, style: "italic" }]);
    case "rule":
      writer.ensureSpace(16);
      writer.page.drawLine({
        start: { x: writer.left, y: writer.y - 8 },
        end: { x: writer.left + writer.width, y: writer.y - 8 },
        thickness: 0.6,
        color: colors.rule,
      });
      writer.y -= 16;
      return undefined;
    default:
      return undefined;
  }
}
