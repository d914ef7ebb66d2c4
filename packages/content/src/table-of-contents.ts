import type { Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { markdownToHast } from "./markdown-to-hast";

/** One heading in a document's table of contents. */
export interface TocEntry {
  /** 2 for a section (`##`), 3 for a subsection (`###`). */
  depth: 2 | 3;
  /** The heading's anchor id, so `#${id}` scrolls to it. */
  id: string;
  text: string;
}

/** The h2 and h3 headings of a rendered tree, in document order, with their anchor ids. */
export function headingsOf(tree: Root): TocEntry[] {
  const entries: TocEntry[] = [];
  visit(tree, "element", (node) => {
    if (node.tagName !== "h2" && node.tagName !== "h3") return;
    const id = node.properties.id;
    if (typeof id !== "string" || id === "") return;
    entries.push({ depth: node.tagName === "h2" ? 2 : 3, id, text: toString(node).trim() });
  });
  return entries;
}

/**
 * The table of contents of a markdown body: its `##` and `###` headings with the same anchor
 * ids that {@link renderMarkdown} gives them.
 */
export function tableOfContents(markdown: string): TocEntry[] {
  return headingsOf(markdownToHast(markdown));
}
