import { describe, expect, it } from "vitest";
import { leadParagraph } from "./lead-paragraph";

describe("leadParagraph", () => {
  it("is the plain text of the first paragraph, after any heading", () => {
    expect(
      leadParagraph(
        "## Intro\n\nMost **AI pilots** never reach [production](/insights).\n\nSecond.\n",
      ),
    ).toBe("Most AI pilots never reach production.");
  });

  it("skips a leading quote, list or image-less block that is not a top-level paragraph", () => {
    expect(leadParagraph("> A quote.\n\n- item\n\nThe lead.\n")).toBe("The lead.");
  });

  it("cuts a long paragraph at a word boundary to at most 240 characters with an ellipsis", () => {
    const paragraph = `${"abcdefghi ".repeat(30)}end`; // 30 ten-character words, then "end"
    const lead = leadParagraph(paragraph);
    // 239 characters fit 23 whole words (23 × 10 − 1 = 229 characters without the last space).
    expect(lead).toBe(`${"abcdefghi ".repeat(23).trimEnd()}…`);
    expect(lead.length).toBe(230);
  });

  it("is empty when the body has no paragraph", () => {
    expect(leadParagraph("## Only a heading\n")).toBe("");
  });
});
