import type { Nodes, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

const parser = unified().use(remarkParse).use(remarkGfm);

/** Parses markdown (with GFM) into its syntax tree, without rendering it. */
export function parseMarkdown(markdown: string): Root {
  return parser.runSync(parser.parse(markdown)) as Root;
}

/**
 * The readable text of a markdown node: text and inline code, with blocks separated by spaces.
 * Code blocks and raw HTML are left out because they are not prose a reader reads word by word.
 */
export function textOf(node: Nodes): string {
  if (node.type === "code" || node.type === "html") return "";
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (!("children" in node)) return "";
  return node.children
    .map((child) => textOf(child))
    .join(node.type === "paragraph" || node.type === "heading" ? "" : " ");
}
