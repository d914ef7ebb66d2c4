import { describe, expect, it } from "vitest";
import { parseSections } from "./parse-sections";

describe("the sections of a new document", () => {
  it("opens a section at each # line and splits its paragraphs at empty lines", () => {
    const text = [
      "# Who we are",
      "Vantreo Data & AI is based in Sandy Springs,",
      "Georgia.",
      "",
      "We deliver data and AI programmes.",
      "## How we price",
      "Fixed-price assessments.",
    ].join("\n");
    expect(parseSections(text)).toEqual([
      {
        heading: "Who we are",
        paragraphs: [
          "Vantreo Data & AI is based in Sandy Springs, Georgia.",
          "We deliver data and AI programmes.",
        ],
      },
      { heading: "How we price", paragraphs: ["Fixed-price assessments."] },
    ]);
  });

  it("drops text before the first heading and headings without a paragraph", () => {
    expect(parseSections("stray line\n# Empty\n\n# Kept\r\nBody")).toEqual([
      { heading: "Kept", paragraphs: ["Body"] },
    ]);
  });
});
