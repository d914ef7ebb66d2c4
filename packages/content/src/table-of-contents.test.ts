import { describe, expect, it } from "vitest";
import { tableOfContents } from "./table-of-contents";

describe("tableOfContents", () => {
  it("lists h2 and h3 headings in order with their anchor ids, leaving out h1 and h4", () => {
    const markdown =
      "# Title\n\n## Why pilots stall\n\n### Data readiness\n\n#### Detail\n\n## What scales\n";
    expect(tableOfContents(markdown)).toEqual([
      { depth: 2, id: "why-pilots-stall", text: "Why pilots stall" },
      { depth: 3, id: "data-readiness", text: "Data readiness" },
      { depth: 2, id: "what-scales", text: "What scales" },
    ]);
  });

  it("makes repeated headings unique, as the rendered ids are", () => {
    expect(tableOfContents("## Results\n\n## Results\n").map((e) => e.id)).toEqual([
      "results",
      "results-1",
    ]);
  });

  it("uses the text of formatted headings", () => {
    expect(tableOfContents("## The `SR 11-7` *model* inventory\n")).toEqual([
      { depth: 2, id: "the-sr-11-7-model-inventory", text: "The SR 11-7 model inventory" },
    ]);
  });

  it("is empty for a body without sections", () => {
    expect(tableOfContents("Just a paragraph.\n")).toEqual([]);
  });
});
