import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

const isList = (node: ElementContent) =>
  node.type === "element" && (node.tagName === "ul" || node.tagName === "ol");

const isCheckbox = (node: ElementContent): node is Element =>
  node.type === "element" && node.tagName === "input" && node.properties.type === "checkbox";

/** Wraps the checkbox of a task-list item and the item's text up to any nested list in a label. */
function labelTask(container: Element): boolean {
  const index = container.children.findIndex(isCheckbox);
  if (index === -1) return false;
  const end = container.children.findIndex((child, i) => i > index && isList(child));
  let stop = end === -1 ? container.children.length : end;
  // Leave the line break before a nested list outside the label.
  while (stop > index + 1) {
    const last = container.children[stop - 1]!;
    if (last.type !== "text" || last.value.trim() !== "") break;
    stop--;
  }
  const label: Element = {
    type: "element",
    tagName: "label",
    properties: {},
    children: container.children.slice(index, stop),
  };
  container.children.splice(index, stop - index, label);
  return true;
}

/**
 * GFM task lists render `<li><input type="checkbox" disabled> text</li>`: a form control with no
 * accessible name (WCAG 1.3.1 / 4.1.2, axe `label`). This wraps each item's checkbox and its text
 * in a `<label>`, so screen readers announce "done, checkbox, checked". Loose lists put the
 * checkbox inside a paragraph, which is handled too.
 */
export function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "li") return;
      const classes = node.properties.className;
      if (!Array.isArray(classes) || !classes.includes("task-list-item")) return;
      if (labelTask(node)) return;
      const paragraph = node.children.find(
        (child): child is Element => child.type === "element" && child.tagName === "p",
      );
      if (paragraph) labelTask(paragraph);
    });
  };
}
