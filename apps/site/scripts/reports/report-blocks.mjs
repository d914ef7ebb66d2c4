// The blocks of a report body, read from the markdown syntax tree (mdast) that @vantreo/content
// parses with remark and GFM, the same parse the insight's page is rendered from: the PDF and
// the page cannot disagree about what the markdown says.
import { parseMarkdown } from "@vantreo/content";

/** @typedef {"regular" | "bold" | "italic" | "code"} InlineStyle */
/** @typedef {{ text: string, style: InlineStyle }} InlineSegment */
/**
 * @typedef {{ type: "heading", level: number, segments: InlineSegment[] }
 *   | { type: "paragraph", segments: InlineSegment[] }
 *   | { type: "list", ordered: boolean, start: number, items: { segments: InlineSegment[], checked?: boolean }[] }
 *   | { type: "table", header: InlineSegment[][], rows: InlineSegment[][][] }
 *   | { type: "quote", paragraphs: InlineSegment[][] }
 *   | { type: "code", lang: string, lines: string[] }
 *   | { type: "image", alt: string, src: string }
 *   | { type: "rule" }} Block
 */
/** @typedef {import("mdast").RootContent} Node */

const EXTERNAL = /^https?:\/\//;

/** @param {InlineSegment[]} out @param {string} text @param {InlineStyle} style */
function push(out, text, style) {
  if (!text) return;
  const last = out.at(-1);
  if (last && last.style === style) last.text += text;
  else out.push({ text, style });
}

/**
 * The styled runs of phrasing content. The outermost emphasis decides the style of what it holds
 * (`**a *b***` is all bold), since the standard fonts have one weight per run. Links keep their
 * text and, when they leave the site, their address in parentheses: a printed page cannot be
 * clicked. Images keep their alt text; raw HTML is dropped, as the page's sanitizer drops it.
 * @param {readonly Node[]} nodes
 * @param {InlineStyle} [style]
 * @param {InlineSegment[]} [out]
 * @returns {InlineSegment[]}
 */
export function inlineSegments(nodes, style = "regular", out = []) {
  for (const node of nodes) {
    if (node.type === "text") push(out, node.value.replace(/\s*\n\s*/g, " "), style);
    else if (node.type === "inlineCode") push(out, node.value, "code");
    else if (node.type === "strong")
      inlineSegments(node.children, style === "regular" ? "bold" : style, out);
    else if (node.type === "emphasis")
      inlineSegments(node.children, style === "regular" ? "italic" : style, out);
    else if (node.type === "link") {
      inlineSegments(node.children, style, out);
      if (EXTERNAL.test(node.url)) push(out, ` (${node.url})`, "regular");
    } else if (node.type === "image") push(out, node.alt ?? "", style);
    else if (node.type === "break") push(out, " ", style);
    else if ("children" in node) inlineSegments(/** @type {Node[]} */ (node.children), style, out);
  }
  return out;
}

/**
 * The runs of a container (list item, quote paragraph, table cell) with its blocks joined by a
 * space: a nested list or a second paragraph in an item continues the item's text.
 * @param {readonly Node[]} children
 */
function flowSegments(children) {
  /** @type {InlineSegment[]} */
  const out = [];
  for (const child of children) {
    if (child.type === "paragraph" || child.type === "heading" || child.type === "tableCell") {
      if (out.length > 0) push(out, " ", "regular");
      inlineSegments(child.children, "regular", out);
    } else if ("children" in child) {
      const inner = flowSegments(/** @type {Node[]} */ (child.children));
      if (out.length > 0 && inner.length > 0) push(out, " ", "regular");
      for (const segment of inner) push(out, segment.text, segment.style);
    }
  }
  return out;
}

/**
 * The text of runs without their styles.
 * @param {InlineSegment[]} segments
 */
export function plainText(segments) {
  return segments.map((segment) => segment.text).join("");
}

/**
 * One top-level node as a block, or none for what a report does not print (raw HTML, link
 * definitions).
 * @param {Node} node
 * @returns {Block | undefined}
 */
function blockOf(node) {
  switch (node.type) {
    case "heading":
      return { type: "heading", level: node.depth, segments: inlineSegments(node.children) };
    case "paragraph": {
      const [only, ...rest] = node.children;
      if (only?.type === "image" && rest.length === 0)
        return { type: "image", alt: only.alt ?? "", src: only.url };
      return { type: "paragraph", segments: inlineSegments(node.children) };
    }
    case "list":
      return {
        type: "list",
        ordered: node.ordered === true,
        start: node.ordered ? (node.start ?? 1) : 1,
        items: node.children.map((item) => ({
          segments: flowSegments(item.children),
          ...(typeof item.checked === "boolean" ? { checked: item.checked } : {}),
        })),
      };
    case "table": {
      const [head, ...body] = node.children.map((row) =>
        row.children.map((cell) => inlineSegments(cell.children)),
      );
      const header = head ?? [];
      return { type: "table", header, rows: body.map((row) => header.map((_, c) => row[c] ?? [])) };
    }
    case "blockquote":
      return {
        type: "quote",
        paragraphs: node.children.map((child) => flowSegments([child])).filter((p) => p.length > 0),
      };
    case "code":
      return { type: "code", lang: node.lang ?? "", lines: node.value.split("\n") };
    case "thematicBreak":
      return { type: "rule" };
    default:
      return undefined;
  }
}

/**
 * The blocks of a report body, in order.
 * @param {string} markdown
 * @returns {Block[]}
 */
export function reportBlocks(markdown) {
  return parseMarkdown(markdown).children.flatMap((node) => blockOf(node) ?? []);
}
