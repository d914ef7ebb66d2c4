// Inline markdown as styled runs for the PDF: the reports use bold, italic, code spans and links.

/** @typedef {"regular" | "bold" | "italic" | "code"} InlineStyle */
/** @typedef {{ text: string, style: InlineStyle }} InlineSegment */

// Earliest match wins; at the same position a code span beats a link, a link beats emphasis.
const INLINE = /`([^`]+)`|!?\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)|\*\*(.+?)\*\*|\*([^*\s](?:[^*]*[^*\s])?)\*/g;

/**
 * Splits one line of inline markdown into styled segments. Links keep their text (external
 * addresses are added in parentheses, since a printed page cannot be clicked); images keep
 * their alt text; nested emphasis inside bold is flattened to bold.
 * @param {string} text
 * @returns {InlineSegment[]}
 */
export function parseInline(text) {
  /** @type {InlineSegment[]} */
  const segments = [];
  const push = (/** @type {string} */ value, /** @type {InlineStyle} */ style) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last && last.style === style) last.text += value;
    else segments.push({ text: value, style });
  };
  let cursor = 0;
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(cursor, match.index), "regular");
    const [whole, code, linkText, href, bold, italic] = match;
    if (code !== undefined) push(code, "code");
    else if (href !== undefined) {
      for (const inner of parseInline(linkText ?? "")) push(inner.text, inner.style);
      if (/^https?:\/\//.test(href) && !whole.startsWith("!")) push(` (${href})`, "regular");
    } else if (bold !== undefined) push(plainText(bold), "bold");
    else if (italic !== undefined) push(plainText(italic), "italic");
    cursor = (match.index ?? 0) + whole.length;
  }
  push(text.slice(cursor), "regular");
  return segments;
}

/**
 * The text of inline markdown without any markup.
 * @param {string} text
 * @returns {string}
 */
export function plainText(text) {
  return parseInline(text)
    .map((segment) => segment.text)
    .join("");
}
