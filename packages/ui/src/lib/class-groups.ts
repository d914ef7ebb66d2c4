/**
 * Which Tailwind v4 utilities set the same CSS property, so that `cn` keeps only the last of them.
 * A utility is looked up by its whole name first (`hidden`, `border-b`), then by its longest known
 * prefix (`gap-x` in `gap-x-4`, `text` in `text-muted-foreground`), whose rules are tried in order
 * on the value. A utility found nowhere, or in the group "", is never merged away. The groups are
 * tailwind-merge's (named alike where written out); src/lib/cn.parity.test.ts checks the tables
 * against it.
 *
 * This file ships in every page's JavaScript (the site has a 100 KB budget), hence the terse
 * tables. Tailwind scans the package's JavaScript for class names, so the tables are written in a
 * way its scanner does not read as classes (see the keywords below).
 */

/** A rule of a prefix: a value that matches the pattern (see `describe`) belongs to the group. */
export type ClassRule = readonly [pattern: RegExp, group: string];

/** Utilities known by their whole name: name → group. */
export const KEYWORDS: Record<string, string> = Object.create(null);
/** Utilities with a value: prefix → its rules, tried in order. */
export const PREFIXES: Record<string, readonly ClassRule[]> = Object.create(null);

/**
 * A family's groups are named `family~side`: `p~` for `p-4`, `p~x` for `px-2`, `rounded~tl`. A
 * later class overrides the sides it covers, never the other way round: `p-4` then `px-2` keeps
 * both, `px-2` then `p-4` keeps `p-4` alone.
 */
const COVERS: Record<string, string> = {
  "": "x|y|s|e|t|r|b|l|bs|be|ss|se|ee|es|tl|tr|br|bl",
  x: "s|e|r|l",
  y: "t|b|bs|be",
  s: "ss|es",
  e: "se|ee",
  t: "tl|tr",
  r: "tr|br",
  b: "br|bl",
  l: "tl|bl",
};
/**
 * Other groups that a later class overrides: `gap-4` the gap on each axis, `inset-0` every side,
 * `size-4` the width and height, `flex-1` grow and shrink, v4's `text-lg` the line height.
 */
const ALSO_OVERRIDES: Record<string, string> = Object.fromEntries(
  [
    "gap:gap-x|gap-y",
    "overflow:overflow-x|overflow-y",
    "translate:translate-x|translate-y|translate-none",
    "translate-none:translate|translate-x|translate-y|translate-z",
    "size:w|h",
    "inset:inset-x|inset-y|start|end|top|right|bottom|left|inset-bs|inset-be",
    "inset-x:start|end|right|left",
    "inset-y:top|bottom|inset-bs|inset-be",
    "flex:basis|grow|shrink",
    "font-size:leading",
    "line-clamp:display|overflow",
  ].map((entry) => entry.split(":")),
);

/**
 * A value followed by the type of its arbitrary value: `sm#`, `[13px]#length`, `(--x)#var`,
 * `[#fff]#[`. The type is the value's label (`[length:2px]`, `(color:--brand)`), "var" for a bare
 * `(--x)`, "length" for a bracketed length (`[13px]`, `[calc(…)]`), else its opening bracket.
 */
function describe(value: string): string {
  const [, open = "", label, inner = ""] = /^([[(])(?:([\w-]+):)?(.+)[\])]$/.exec(value) ?? [];
  return `${value}#${
    label ??
    (open === "("
      ? "var"
      : /^-?[\d.]+([a-z]+|%)$|^0$|^(calc|min|max|clamp)\(/.test(inner)
        ? "length"
        : open)
  }`;
}

// Keywords, "group:name|name…". Written without spaces, as are all the lists here, so that
// Tailwind's scanner finds no class names in them (it would generate their CSS); for the same
// reason the comments inside the tables below name no classes (esbuild keeps those comments).
for (const entry of [
  "display:block|inline-block|inline|flex|inline-flex|table|inline-table|table-caption|table-cell|table-column|table-column-group|table-footer-group|table-header-group|table-row-group|table-row|flow-root|grid|inline-grid|contents|list-item|hidden",
  "position:static|fixed|absolute|relative|sticky",
  "visibility:visible|invisible|collapse",
  "sr:sr-only|not-sr-only",
  "font-style:italic|not-italic",
  "text-transform:uppercase|lowercase|capitalize|normal-case",
  "text-decoration:underline|overline|line-through|no-underline",
  "text-overflow:truncate",
  "translate-none:translate-none",
  // Bare names of utilities that also take a value.
  "ring-w:ring",
  "outline-w:outline",
  "shadow:shadow",
  "transition:transition",
  "grow:grow",
  "shrink:shrink",
]) {
  const [group = "", names = ""] = entry.split(":");
  for (const name of names.split("|")) KEYWORDS[name] = group;
}

// Rules that tell groups apart under a prefix: `pattern>group`, the pattern a regular expression
// matched from the start of the described value (see `describe`). Without `>group` the group is
// the prefix and the rule's index (`text0`, the alignment); the group "" keeps utilities such as
// `text-shadow-sm` or `ring-offset-2` away from the colours. A key ending in "*" stands for its
// sides (`p`, `px`, `py`, `ps`… or `border`, `border-x`…), or corners for `rounded-*`, and a group
// ending in "~" gets the side: `px-2` is in `p~x` (see COVERS). Examples: `text-sm` and
// `text-[13px]` are sizes, `text-white/80` a colour; `font-semibold` and `font-[550]` weights,
// `font-mono` a family; `shadow-[0_1px_2px_…]` a shadow; `content-['x']` the content,
// `content-center` the alignment; `border-dashed` a style, `border-spacing-2` another utility.
const WIDTH = "[\\d.]+#|.*#length";
const TSHIRT = "([\\d.]+)?(xs|sm|md|lg|xl)#";
// An inset, translation, rotation or scale: `0`, `1.5`, `px`, `full`, `auto`, `none`, `[…]`;
// `inset-shadow-sm` and `rotate-x-12` are other utilities.
const MEASURE = "(([\\d.]+|px|full|auto|none)#|[[(])";
const SIDES = "|x|y|s|e|t|r|b|l|bs|be".split("|");
for (const [key, rules] of Object.entries({
  // Alignment, wrapping, overflow, size, colour.
  text: [
    "(left|center|right|justify|start|end)#",
    "(wrap|nowrap|balance|pretty)#",
    "(ellipsis|clip)#>text-overflow",
    "shadow->",
    `base#|${TSHIRT}|.*#length>font-size`,
    "",
  ],
  // Weight, family.
  font: [
    "(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)#|[[(](?!.*#family-name)",
    "(stretch|features)->",
    "",
  ],
  // Direction, wrapping, flex.
  flex: ["(row|col)(-reverse)?#", "(no)?wrap(-reverse)?#", ">flex"],
  // Image, attachment, position, repeat, size, colour.
  bg: [
    "(none|linear|radial|conic|gradient-)|.*#image|\\[(url|[\\w-]*gradient)\\(",
    "(fixed|local|scroll)#",
    "(center|top|bottom|left|right|position-|[[(](position|percentage):)",
    "(no-)?repeat",
    "(auto|cover|contain)#|size-|[[(](length|size|bg-size):",
    "(clip|origin|blend)->",
    "",
  ],
  // Shadow, colour.
  shadow: [`(inner|none)#|${TSHIRT}|.*#(shadow|var)|\\[(inset_)?-?[\\d.]+[a-z]*_>shadow`, ""],
  ring: [`${WIDTH}>ring-w`, "(inset|offset-)>", ""],
  outline: [`${WIDTH}>outline-w`, "(solid|dashed|dotted|double|none|hidden)#", "offset-", ""],
  // Content, alignment.
  content: ["(none|[[(])", ""],
  // Fit, position.
  object: ["(contain|cover|fill|none|scale-down)#", ""],
  transition: ["(normal|discrete)#>", ">transition"],
  inset: [`${MEASURE}>inset`],
  "inset-s": [">start"],
  "inset-e": [">end"],
  translate: [`${MEASURE}>translate`],
  rotate: [`${MEASURE}>rotate`],
  scale: [`${MEASURE}>scale`],
  "p*": [">p~"],
  "m*": [">m~"],
  "scroll-p*": [">scroll-p~"],
  "scroll-m*": [">scroll-m~"],
  "rounded-*": [">rounded~"],
  // Width, style, other utilities (spacing, collapse), colour.
  "border-*": [
    `${WIDTH}>border-w~`,
    "(solid|dashed|dotted|double|hidden|none)#>border-style",
    "(spacing-|collapse#|separate#)>",
    ">border-color~",
  ],
})) {
  const root = key.replace("*", "");
  const sides =
    key === root
      ? [""]
      : root === "rounded-"
        ? "|s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl".split("|")
        : SIDES;
  for (const side of sides) {
    const prefix = side ? root + side : root.replace(/-$/, "");
    const compiled = rules.map((rule, index): ClassRule => {
      const [pattern, group = prefix + index] = rule.split(">");
      return [new RegExp(`^(${pattern})`), group.replace(/~$/, `~${side}`)];
    });
    PREFIXES[prefix] = compiled;
    // The bare `border`, `border-x`, `rounded`, `rounded-t`.
    if (root.endsWith("-")) KEYWORDS[prefix] = compiled[0]![1];
  }
}
// Prefixes of one group, named after the prefix, and those named in ALSO_OVERRIDES.
for (const prefix of `z|order|basis|grid-cols|grid-rows|col|col-start|col-end|row|row-start|row-end|auto-cols|auto-rows|justify|justify-items|justify-self|items|self|place-content|place-items|place-self|min-w|max-w|min-h|max-h|leading|tracking|line-clamp|whitespace|break|break-inside|break-before|break-after|underline-offset|opacity|cursor|select|pointer-events|field-sizing|duration|ease|delay|animate|origin|${Object.entries(
  ALSO_OVERRIDES,
)
  .flat()
  .join("|")}`.split("|")) {
  PREFIXES[prefix] ??= [[/^/, prefix]];
}

/**
 * The conflict group of a utility without variants, `!`, leading `-` or `/` modifier, or
 * undefined when `cn` must keep it whatever follows.
 */
export function classGroup(utility: string): string | undefined {
  if (utility[0] === "[") {
    // An arbitrary property, `[--slide-x:100%]`, conflicts with the same property.
    const colon = utility.indexOf(":");
    return colon > 1 && utility.endsWith("]") ? utility.slice(0, colon) : undefined;
  }
  if (KEYWORDS[utility]) return KEYWORDS[utility];
  for (let dash = utility.lastIndexOf("-"); dash > 0; dash = utility.lastIndexOf("-", dash - 1)) {
    const rules = PREFIXES[utility.slice(0, dash)];
    const value = utility.slice(dash + 1);
    if (rules && value) {
      const described = describe(value);
      return rules.find(([pattern]) => pattern.test(described))?.[1] || undefined;
    }
  }
  return undefined;
}

/** The other groups that a later class of `group` overrides: `p~` overrides `p~x`, `p~t`… */
export function overriddenGroups(group: string): string[] {
  const [root, side = ""] = group.split("~");
  return (
    (root === group ? ALSO_OVERRIDES[group] : COVERS[side]?.replace(/\w+/g, `${root}~$&`))?.split(
      "|",
    ) ?? []
  );
}
