import { describe, expect, it } from "vitest";
import { parseInline, plainText } from "./inline-markdown.mjs";

describe("parseInline", () => {
  it("splits bold, italic and code spans into styled segments", () => {
    expect(parseInline("A **bold** and *italic* with `code`.")).toEqual([
      { text: "A ", style: "regular" },
      { text: "bold", style: "bold" },
      { text: " and ", style: "regular" },
      { text: "italic", style: "italic" },
      { text: " with ", style: "regular" },
      { text: "code", style: "code" },
      { text: ".", style: "regular" },
    ]);
  });

  it("keeps only the text of internal links, since a printed page cannot follow them", () => {
    expect(parseInline("See the [ROI calculator](/tools/ai-roi-calculator) today")).toEqual([
      { text: "See the ROI calculator today", style: "regular" },
    ]);
  });

  it("prints the address of an external link after its text", () => {
    expect(plainText("[NIST](https://www.nist.gov/itl/ai-risk-management-framework)")).toBe(
      "NIST (https://www.nist.gov/itl/ai-risk-management-framework)",
    );
  });

  it("leaves asterisks in code spans and stray single asterisks alone", () => {
    expect(parseInline("`a * b` costs 5 * 3")).toEqual([
      { text: "a * b", style: "code" },
      { text: " costs 5 * 3", style: "regular" },
    ]);
  });
});
