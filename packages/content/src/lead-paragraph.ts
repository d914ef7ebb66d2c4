import { parseMarkdown, textOf } from "./markdown-text";

/** Longest derived excerpt; the site clamps excerpts to three lines anyway (spec section 3). */
export const LEAD_MAX_LENGTH = 240;

/**
 * The first top-level paragraph of a markdown body as plain text, cut at a word boundary to at
 * most {@link LEAD_MAX_LENGTH} characters (with an ellipsis). Stands in for a missing `excerpt`
 * (spec section 3: one article has none). Returns "" when the body has no paragraph.
 */
export function leadParagraph(markdown: string): string {
  const paragraph = parseMarkdown(markdown).children.find((node) => node.type === "paragraph");
  const text = paragraph ? textOf(paragraph).replace(/\s+/g, " ").trim() : "";
  if (text.length <= LEAD_MAX_LENGTH) return text;
  const cut = text.slice(0, LEAD_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}
