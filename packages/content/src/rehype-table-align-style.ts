import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/** GFM's column alignments as logical CSS values, so a right-to-left page mirrors them. */
const TEXT_ALIGN: Record<string, string> = { left: "start", center: "center", right: "end" };

/**
 * GFM table alignment (`| :-- | --: |`) arrives from mdast-util-to-hast as the `align` attribute,
 * which HTML5 made obsolete on `<th>` and `<td>` (HTML Living Standard, "Obsolete features",
 * 16.2): the W3C checker rejects it. This moves it to `style="text-align: …"`.
 */
export function rehypeTableAlignStyle() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "th" && node.tagName !== "td") return;
      const align = node.properties.align;
      if (typeof align !== "string") return;
      delete node.properties.align;
      const value = TEXT_ALIGN[align];
      if (!value) return;
      const style = typeof node.properties.style === "string" ? `${node.properties.style};` : "";
      node.properties.style = `${style}text-align: ${value}`;
    });
  };
}
