// Rejects physical left/right Tailwind utilities in class strings: RTL is structural here
// (STYLE.md rule 6), so margins, paddings, positions, borders, radii and alignment use the
// logical forms (ms-/me-, ps-/pe-, start-/end-, border-s/e, rounded-s/e, text-start/end).
const PHYSICAL = [
  [/^-?m[lr]-/, "ms-/me-"],
  [/^-?p[lr]-/, "ps-/pe-"],
  [/^-?(left|right)-/, "start-/end-"],
  [/^border-[lr](-|$)/, "border-s/border-e"],
  [/^rounded-([lr]|[tb][lr])(-|$)/, "rounded-s/e, rounded-ss/se/es/ee"],
  [/^text-(left|right)$/, "text-start/text-end"],
  [/^float-(left|right)$/, "float-start/float-end"],
  [/^clear-(left|right)$/, "clear-start/clear-end"],
  [/^scroll-[mp][lr]-/, "scroll-ms/me, scroll-ps/pe"],
];

const CLASS_CALLEES = new Set(["cn", "cva", "clsx", "twMerge", "cx"]);

function offending(value) {
  const found = [];
  for (const token of value.split(/\s+/)) {
    // Drop variants (hover:, md:, rtl:) and the important marker.
    const utility = token.split(":").pop()?.replace(/^!/, "") ?? "";
    for (const [pattern, logical] of PHYSICAL) {
      if (pattern.test(utility)) found.push({ token, logical });
    }
  }
  return found;
}

function inClassContext(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === "JSXAttribute") {
      const name = current.name?.name;
      return name === "className" || name === "class";
    }
    if (current.type === "CallExpression") {
      const callee = current.callee;
      const name = callee.type === "Identifier" ? callee.name : callee.property?.name;
      if (CLASS_CALLEES.has(name)) return true;
    }
    if (current.type === "Program" || current.type.endsWith("Declaration")) return false;
  }
  return false;
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Use logical Tailwind utilities instead of physical left/right ones" },
    schema: [],
    messages: { physical: "'{{token}}' is physical; use {{logical}} so right-to-left layouts mirror." },
  },
  create(context) {
    function check(node, value) {
      if (typeof value !== "string" || !inClassContext(node)) return;
      for (const { token, logical } of offending(value)) {
        context.report({ node, messageId: "physical", data: { token, logical } });
      }
    }
    return {
      Literal(node) {
        check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked);
      },
    };
  },
};
