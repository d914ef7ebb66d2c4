// Renders a share card to PNG with resvg (text shaped by rustybuzz, bidi by unicode-bidi), from
// the TrueType fonts of the site's families. The title is fitted first: wrapped by an estimate
// of its characters per line, then measured, and set smaller until it fits the text column.
import { Resvg } from "@resvg/resvg-js";
import { createRequire } from "node:module";
import {
  shareCardSvg,
  TEXT_WIDTH,
  titleLayer,
  wrapTitle,
  CARD_HEIGHT,
  CARD_WIDTH,
} from "./share-card-svg.mjs";

const require = createRequire(import.meta.url);

/** The font files every card may use (Google Fonts' Inter and IBM Plex Sans Arabic, OFL). */
export const FONT_FILES = [
  "@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf",
  "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf",
  "@expo-google-fonts/ibm-plex-sans-arabic/600SemiBold/IBMPlexSansArabic_600SemiBold.ttf",
  "@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf",
].map((file) => require.resolve(file));

const FONT_OPTIONS = { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: "Inter" };

/** Steps of title size by length: short titles large, long ones smaller and on more lines. */
const SIZES = [72, 64, 56, 50, 44];
const MAX_LINES = 4;
// Average advance of a character, in ems, for the first estimate of a line's length.
const AVERAGE_ADVANCE = { latin: 0.56, arabic: 0.5 };

/**
 * @param {string} svg
 * @returns {Resvg}
 */
function parse(svg) {
  return new Resvg(svg, { font: FONT_OPTIONS, fitTo: { mode: "original" } });
}

/** The width of the title layer as resvg lays it out. */
function titleWidth(layout) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">${titleLayer(layout)}</svg>`;
  const box = parse(svg).getBBox();
  return box ? box.width : 0;
}

/**
 * The title's layout: the largest size whose lines, as resvg measures them, fit the column in
 * at most four lines.
 * @param {{ title: string, kind: string, rtl: boolean, host: string }} card
 */
export function fitTitle(card) {
  const advance = card.rtl ? AVERAGE_ADVANCE.arabic : AVERAGE_ADVANCE.latin;
  let last;
  for (const fontSize of SIZES) {
    const maxChars = Math.floor(TEXT_WIDTH / (fontSize * advance));
    const lines = wrapTitle(card.title, maxChars, MAX_LINES);
    last = { ...card, lines, fontSize };
    const overflows = lines.at(-1)?.endsWith("…") && lines.join(" ").length < card.title.length;
    if (!overflows && titleWidth(last) <= TEXT_WIDTH) return last;
  }
  // The smallest size, with lines shortened until they fit: nothing runs off the card.
  const fontSize = SIZES.at(-1) ?? 44;
  for (let maxChars = Math.floor(TEXT_WIDTH / (fontSize * advance)); maxChars > 10; maxChars -= 2) {
    last = { ...card, lines: wrapTitle(card.title, maxChars, MAX_LINES), fontSize };
    if (titleWidth(last) <= TEXT_WIDTH) return last;
  }
  return last;
}

/**
 * The card as a PNG of 1200×630.
 * @param {{ title: string, kind: string, rtl: boolean, host: string }} card
 * @returns {{ png: Buffer, svg: string }}
 */
export function renderShareCard(card) {
  const svg = shareCardSvg(fitTitle(card));
  return { png: parse(svg).render().asPng(), svg };
}
