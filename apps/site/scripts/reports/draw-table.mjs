// Tables as ruled text grids: column widths from the content, wrapped cells, header repeated
// on every page the table spans.
import { THEME } from "./report-theme.mjs";
import { longestWordWidth, wrapSegments } from "./text-layout.mjs";

const PADDING = 4;

/**
 * Column widths that fill `available`: natural (unwrapped) widths when they fit, otherwise
 * every column gets at least its longest word and the rest is shared in proportion to how
 * much each column would still like to grow.
 * @param {number[]} natural width each column needs to avoid wrapping
 * @param {number[]} minimum width below which a column would split words
 * @param {number} available
 * @returns {number[]}
 */
export function columnWidths(natural, minimum, available) {
  const naturalTotal = natural.reduce((a, b) => a + b, 0);
  if (naturalTotal <= available) return natural.map((w) => (w / naturalTotal) * available);
  const floor = natural.map((w, i) => Math.min(w, minimum[i] ?? 0));
  const floorTotal = floor.reduce((a, b) => a + b, 0);
  if (floorTotal >= available) return floor.map((w) => (w / floorTotal) * available);
  const wants = natural.map((w, i) => w - (floor[i] ?? 0));
  const wantsTotal = wants.reduce((a, b) => a + b, 0);
  return floor.map((w, i) => w + ((wants[i] ?? 0) / wantsTotal) * (available - floorTotal));
}

/**
 * Draws a table block.
 * @param {import("./page-writer.mjs").PageWriter} writer
 * @param {{ header: import("./report-blocks.mjs").InlineSegment[][], rows: import("./report-blocks.mjs").InlineSegment[][][] }} table
 */
export function drawTable(writer, table) {
  const { fonts } = writer;
  const size = THEME.size.table;
  const leading = size * 1.38;
  const grid = [table.header, ...table.rows];
  const base = (/** @type {number} */ r) => (r === 0 ? "bold" : "regular");
  const columns = table.header.map((_, c) => c);
  const natural = columns.map(
    (c) =>
      Math.max(
        ...grid.map(
          (row, r) =>
            wrapSegments(row[c] ?? [], { fonts, size, maxWidth: Infinity, base: base(r) })[0]
              ?.width ?? 0,
        ),
      ) +
      2 * PADDING,
  );
  const minimum = columns.map(
    (c) =>
      Math.max(
        ...grid.map((row, r) => longestWordWidth(row[c] ?? [], { fonts, size, base: base(r) })),
      ) +
      2 * PADDING,
  );
  const widths = columnWidths(natural, minimum, writer.width);
  const laidOut = grid.map((row, r) => {
    const cells = row.map((cell, c) =>
      wrapSegments(cell, { fonts, size, maxWidth: (widths[c] ?? 0) - 2 * PADDING, base: base(r) }),
    );
    return {
      cells,
      height: Math.max(1, ...cells.map((lines) => lines.length)) * leading + 2 * PADDING,
    };
  });

  const drawRow = (/** @type {typeof laidOut[number]} */ row, /** @type {boolean} */ isHeader) => {
    let x = writer.left;
    row.cells.forEach((lines, c) => {
      const w = widths[c] ?? 0;
      writer.page.drawRectangle({
        x,
        y: writer.y - row.height,
        width: w,
        height: row.height,
        color: isHeader ? THEME.colors.accentSoft : undefined,
        borderColor: THEME.colors.rule,
        borderWidth: 0.6,
      });
      lines.forEach((line, l) => {
        const baseline = writer.y - PADDING - l * leading - leading / 2 - size * 0.33;
        for (const run of line.runs) {
          writer.page.drawText(run.text, {
            x: x + PADDING + run.x,
            y: baseline,
            size,
            font: run.font,
            color: THEME.colors.ink,
          });
        }
      });
      x += w;
    });
    writer.y -= row.height;
  };

  const [header, ...body] = laidOut;
  if (!header) return;
  writer.ensureSpace(header.height + (body[0]?.height ?? 0));
  drawRow(header, true);
  for (const row of body) {
    if (writer.y - row.height < THEME.margin.bottom) {
      writer.newPage();
      drawRow(header, true);
    }
    drawRow(row, false);
  }
  writer.y -= 10;
}
