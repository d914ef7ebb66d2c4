// Reads back the text a report PDF draws, with the standard font of each run, so a test can check
// that headings, list markers, table cells and emphasis reached the page in the right style.
import { PDFArray, PDFDocument, PDFName, decodePDFRawStream } from "pdf-lib";

/** @typedef {{ text: string, font: string, size: number }} TextRun */

// pdf-lib shows each run as `/<font> <size> Tf` then `<hex> Tj` (ISO 32000-1, 9.3 and 9.4.3).
const OPERATORS = /\/(\S+) ([\d.]+) Tf|<([0-9A-Fa-f]*)> Tj/g;
// The standard fonts draw WinAnsi bytes (ISO 32000-1, annex D.2): Latin-1 but for 0x80-0x9F,
// which Node's TextDecoder leaves as C1 controls, so that row is mapped here.
const CP1252_80_9F =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

/** @param {string} hex */
function winAnsiText(hex) {
  return [...Buffer.from(hex, "hex")]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? CP1252_80_9F[byte - 0x80] : String.fromCharCode(byte),
    )
    .join("");
}

/**
 * Every text run of every page, in drawing order, with the base font name (`Helvetica-Bold`).
 * @param {Uint8Array} bytes
 * @returns {Promise<TextRun[][]>}
 */
export async function pdfTextRuns(bytes) {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const fonts = /** @type {import("pdf-lib").PDFDict} */ (
      page.node.Resources()?.lookup(PDFName.of("Font"))
    );
    const baseFont = (/** @type {string} */ name) =>
      String(pdf.context.lookup(fonts.get(PDFName.of(name)))?.get(PDFName.of("BaseFont"))).replace(
        /^\//,
        "",
      );
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => pdf.context.lookup(ref))
        : [contents];
    const source = streams
      .map((stream) =>
        Buffer.from(
          decodePDFRawStream(/** @type {import("pdf-lib").PDFRawStream} */ (stream)).decode(),
        ).toString("latin1"),
      )
      .join("\n");
    /** @type {TextRun[]} */
    const runs = [];
    let font = "";
    let size = 0;
    for (const [, name, fontSize, hex] of source.matchAll(OPERATORS)) {
      if (name !== undefined) {
        font = baseFont(name);
        size = Number(fontSize);
      } else runs.push({ text: winAnsiText(hex ?? ""), font, size });
    }
    return runs;
  });
}

/**
 * The words drawn in `font` (and at `size`, when given), joined by single spaces in drawing order.
 * @param {TextRun[]} runs
 * @param {string} font
 * @param {number} [size]
 */
export function textInFont(runs, font, size) {
  return runs
    .filter((run) => run.font === font && (size === undefined || run.size === size))
    .map((run) => run.text)
    .join(" ");
}
