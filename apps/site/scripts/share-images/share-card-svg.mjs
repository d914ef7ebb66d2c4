// The share card's SVG template (spec section 9: share images are 1200×630), in the site's brand:
// the dark navy of the default card, the cyan accent, the amber dot of the logo, Inter for Latin
// text and IBM Plex Sans Arabic for Arabic (an image carries its face; the pages themselves are set
// in the reader's system fonts, which a renderer here cannot know). Arabic cards are laid
// out right to left: everything mirrors, lines are anchored on the right margin and each line is
// a Unicode right-to-left isolate (U+2067 … U+2069, UAX #9), so resvg's bidi pass orders the
// words right to left and keeps Latin runs ("AI", "2025") as isolated left-to-right islands.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The left and right margin of the text column. */
export const MARGIN = 80;
/** The width the title may take. */
export const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;

const RLI = "\u2067";
const PDI = "\u2069";

/** @param {string} text */
export function escapeXml(text) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/**
 * Splits a title into at most `maxLines` lines of at most `maxChars` characters, at spaces; a
 * title that does not fit ends its last line with an ellipsis.
 * @param {string} title
 * @param {number} maxChars
 * @param {number} maxLines
 * @returns {string[]}
 */
export function wrapTitle(title, maxChars, maxLines) {
  const words = title.trim().split(/\s+/);
  /** @type {string[]} */
  const lines = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/**
 * @typedef {{ lines: string[], fontSize: number, kind: string, rtl: boolean, host: string }} CardLayout
 */

/** The `<text>` attributes of a line in the card's direction, at the start margin. */
function anchor(rtl) {
  return rtl
    ? `x="${CARD_WIDTH - MARGIN}" text-anchor="end" direction="rtl" xml:lang="ar"`
    : `x="${MARGIN}" text-anchor="start"`;
}

/** A line's text, isolated right to left on an Arabic card. */
function run(text, rtl) {
  return escapeXml(rtl ? `${RLI}${text}${PDI}` : text);
}

/**
 * The title lines alone, as the card places them (used to measure them before the card is drawn).
 * @param {CardLayout} layout
 */
export function titleLayer(layout) {
  const { lines, fontSize, rtl } = layout;
  const family = rtl ? "IBM Plex Sans Arabic" : "Inter";
  const lineHeight = Math.round(fontSize * (rtl ? 1.35 : 1.15));
  const top = 250 + fontSize;
  const tspans = lines
    .map((line, i) => `<tspan ${anchor(rtl)} y="${top + i * lineHeight}">${run(line, rtl)}</tspan>`)
    .join("");
  return `<text id="title" font-family="${family}" font-weight="700" font-size="${fontSize}" fill="#f2f5fa" ${anchor(rtl)}>${tspans}</text>`;
}

/**
 * The whole card.
 * @param {CardLayout} layout
 */
export function shareCardSvg(layout) {
  const { kind, rtl, host } = layout;
  const family = rtl ? "IBM Plex Sans Arabic" : "Inter";
  // The logo mark sits at the start corner; on an Arabic card the brand name precedes it.
  const markX = rtl ? CARD_WIDTH - MARGIN - 64 : MARGIN;
  const brandX = rtl ? markX - 20 : markX + 64 + 20;
  const brandAnchor = rtl ? "end" : "start";
  const glowX = rtl ? "15%" : "85%";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs>
<radialGradient id="glow" cx="${glowX}" cy="20%" r="75%"><stop offset="0" stop-color="#12324a"/><stop offset="0.55" stop-color="#0b1220"/><stop offset="1" stop-color="#0b1220"/></radialGradient>
<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1"/></pattern>
<linearGradient id="bar" x1="0" x2="1"><stop offset="0" stop-color="#5fd4e6"/><stop offset="1" stop-color="#f2b84b"/></linearGradient>
</defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow)"/>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#grid)"/>
<g transform="translate(${markX} 64)"><rect width="64" height="64" rx="14" fill="#16233a"/><path d="M14 16h9l9 24 9-24h9L37 48h-10z" fill="#5fd4e6"/><circle cx="49" cy="46" r="4" fill="#f2b84b"/></g>
<text x="${brandX}" y="107" text-anchor="${brandAnchor}" font-family="Inter" font-weight="700" font-size="32" fill="#f2f5fa">Vantreo Data &amp; AI</text>
<text ${anchor(rtl)} y="218" font-family="${family}" font-weight="600" font-size="28" fill="#5fd4e6"${rtl ? "" : ' letter-spacing="2"'}>${run(rtl ? kind : kind.toUpperCase(), rtl)}</text>
${titleLayer(layout)}
<text ${rtl ? `x="${MARGIN}" text-anchor="start"` : `x="${CARD_WIDTH - MARGIN}" text-anchor="end"`} y="105" font-family="Inter" font-weight="600" font-size="24" fill="#f2b84b" letter-spacing="1">${escapeXml(host)}</text>
<rect y="${CARD_HEIGHT - 10}" width="${CARD_WIDTH}" height="10" fill="url(#bar)"/>
</svg>`;
}
