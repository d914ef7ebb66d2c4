// A cursor that flows content down the page and opens a new page when the next piece does not fit.
import { THEME } from "./report-theme.mjs";

/** @typedef {import("pdf-lib").PDFDocument} PDFDocument */
/** @typedef {import("pdf-lib").PDFPage} PDFPage */
/** @typedef {import("./text-layout.mjs").TextLine} TextLine */
/** @typedef {import("./text-layout.mjs").FontSet} FontSet */

/**
 * @typedef {object} PageWriter
 * @property {PDFDocument} doc
 * @property {FontSet} fonts
 * @property {PDFPage} page the page being written
 * @property {number} y top of the free space, in PDF points from the bottom edge
 * @property {number} left
 * @property {number} width usable width between the margins
 * @property {() => void} newPage
 * @property {(height: number) => void} ensureSpace opens a new page unless `height` fits
 * @property {(lines: TextLine[], options: { size: number, color: import("pdf-lib").RGB, indent?: number, leading?: number, beforeLine?: (top: number, height: number) => void }) => void} drawLines
 */

/**
 * Creates the writer; the first page is opened on the first call to `ensureSpace` or `newPage`.
 * @param {PDFDocument} doc
 * @param {FontSet} fonts
 * @returns {PageWriter}
 */
export function createPageWriter(doc, fonts) {
  const { width, height } = THEME.page;
  const { top, bottom, left, right } = THEME.margin;
  /** @type {PageWriter} */
  const writer = {
    doc,
    fonts,
    page: /** @type {PDFPage} */ (/** @type {unknown} */ (undefined)),
    y: 0,
    left,
    width: width - left - right,
    newPage() {
      writer.page = doc.addPage([width, height]);
      writer.y = height - top;
    },
    ensureSpace(needed) {
      if (!writer.page || writer.y - needed < bottom) writer.newPage();
    },
    drawLines(lines, { size, color, indent = 0, leading = size * THEME.leading, beforeLine }) {
      for (const line of lines) {
        writer.ensureSpace(leading);
        beforeLine?.(writer.y, leading);
        // Baseline placed so that the line's ink sits in the middle of its leading box.
        const baseline = writer.y - leading / 2 - size * 0.33;
        for (const run of line.runs) {
          writer.page.drawText(run.text, {
            x: writer.left + indent + run.x,
            y: baseline,
            size,
            font: run.font,
            color,
          });
        }
        writer.y -= leading;
      }
    },
  };
  return writer;
}
