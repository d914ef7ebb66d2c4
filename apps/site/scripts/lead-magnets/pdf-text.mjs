// Reads back the text of a Chromium-printed PDF for the tests: Skia draws glyph ids through
// Type0 fonts, each with a ToUnicode CMap (ISO 32000-1, 9.10.3), so every hex string of a page's
// content is mapped back to Unicode through its current font's map.
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from "pdf-lib";

/** @param {import("pdf-lib").PDFObject | undefined} stream */
function streamText(stream) {
  return stream instanceof PDFRawStream
    ? new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode())
    : "";
}

/** @param {string} hex */
const utf16 = (hex) =>
  String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)))
    // surrogate pairs arrive as two units; normalise through a UTF-16 decode
    .normalize("NFC");

/** The glyph code → text map of one ToUnicode CMap (`bfchar` and `bfrange`). @param {string} cmap */
function toUnicodeMap(cmap) {
  /** @type {Map<string, string>} */
  const map = new Map();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code.toUpperCase(), utf16(text));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, text] of block[1].matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = parseInt(from, 16);
      const base = parseInt(text, 16);
      for (let code = start; code <= parseInt(to, 16); code += 1)
        map.set(
          code.toString(16).toUpperCase().padStart(from.length, "0"),
          String.fromCodePoint(base + code - start),
        );
    }
  return map;
}

/**
 * The text of each page of a PDF, glyph by glyph in drawing order (so right-to-left runs come out
 * in visual order), with the base font names the page uses.
 * @param {Uint8Array} bytes
 * @returns {Promise<{ text: string, glyphs: string[], fonts: string[] }[]>}
 */
export async function pdfPageTexts(bytes) {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    /** @type {Map<string, Map<string, string>>} */
    const maps = new Map();
    const names = [];
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      names.push(String(font.get(PDFName.of("BaseFont"))).replace(/^\/[A-Z]{6}\+|^\//, ""));
      maps.set(
        name.asString().slice(1),
        toUnicodeMap(streamText(font.lookup(PDFName.of("ToUnicode")))),
      );
    }
    const contents = page.node.Contents();
    const raw =
      contents instanceof PDFRawStream
        ? streamText(contents)
        : (contents?.asArray() ?? []).map((ref) => streamText(pdf.context.lookup(ref))).join("\n");
    let current = new Map();
    /** @type {string[]} */
    const glyphs = [];
    for (const [, font, hex] of raw.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]+)>/g)) {
      if (font) current = maps.get(font) ?? new Map();
      else if (hex)
        for (const code of hex.toUpperCase().match(/.{4}/g) ?? [])
          glyphs.push(current.get(code) ?? "");
    }
    return { text: glyphs.join(""), glyphs, fonts: [...new Set(names)].sort() };
  });
}

/**
 * Right-to-left text as a reader types it: the glyphs in logical order (reversed drawing order),
 * presentation forms and ligatures back to letters (NFKC), vowel marks dropped, so the words of
 * an Arabic string can be looked for in a page.
 * @param {string[]} glyphs
 */
export function logicalRtlText(glyphs) {
  return [...glyphs]
    .reverse()
    .map((glyph) => glyph.normalize("NFKC"))
    .join("")
    .replace(/\p{M}/gu, "");
}
