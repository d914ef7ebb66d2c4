import { describe, expect, it } from "vitest";
import { parseBlocks } from "./markdown-blocks.mjs";

describe("parseBlocks", () => {
  it("reads headings and joins the lines of a paragraph", () => {
    expect(parseBlocks("## Key findings\n\nFirst line\nsecond line.\n\n### Detail")).toEqual([
      { type: "heading", level: 2, text: "Key findings" },
      { type: "paragraph", text: "First line second line." },
      { type: "heading", level: 3, text: "Detail" },
    ]);
  });

  it("reads bullet, numbered and task lists, with continuation lines", () => {
    const md = "- one\n- two\n  continued\n\n3. third\n4. fourth\n\n- [ ] open\n- [x] done";
    expect(parseBlocks(md)).toEqual([
      { type: "list", ordered: false, start: 1, items: [{ text: "one" }, { text: "two continued" }] },
      { type: "list", ordered: true, start: 3, items: [{ text: "third" }, { text: "fourth" }] },
      { type: "list", ordered: false, start: 1, items: [{ text: "open", checked: false }, { text: "done", checked: true }] },
    ]);
  });

  it("reads a table, padding short rows to the header's width", () => {
    const md = "| Year | Net |\n| --- | ---: |\n| 1 | -$262,200 |\n| 2 |";
    expect(parseBlocks(md)).toEqual([
      { type: "table", header: ["Year", "Net"], rows: [["1", "-$262,200"], ["2", ""]] },
    ]);
  });

  it("splits a blockquote into its quote and its attribution paragraph", () => {
    const md = '> "Measure first,\n> then build."\n>\n> — Vantreo Research Team';
    expect(parseBlocks(md)).toEqual([
      { type: "quote", paragraphs: ['"Measure first, then build."', "— Vantreo Research Team"] },
    ]);
  });

  it("keeps fenced code verbatim, including lines that look like markdown", () => {
    const md = "```python\n# not a heading\n- not a list\n```\nAfter.";
    expect(parseBlocks(md)).toEqual([
      { type: "code", lang: "python", lines: ["# not a heading", "- not a list"] },
      { type: "paragraph", text: "After." },
    ]);
  });

  it("reads a standalone image and a thematic break", () => {
    expect(parseBlocks("![Trust bands](/images/insights/trust-scale-bands.svg)\n\n---")).toEqual([
      { type: "image", alt: "Trust bands", src: "/images/insights/trust-scale-bands.svg" },
      { type: "rule" },
    ]);
  });
});
