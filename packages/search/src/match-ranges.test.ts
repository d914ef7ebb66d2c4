import { describe, expect, it } from "vitest";
import { findMatchRanges } from "./match-ranges";

describe("findMatchRanges", () => {
  it("returns the span of the query in the original text", () => {
    expect(findMatchRanges("title", "Private LLM Deployment", "llm")).toEqual([
      { field: "title", start: 8, end: 11 },
    ]);
  });

  it("returns every non-overlapping occurrence", () => {
    expect(findMatchRanges("description", "Data in, data out", "data")).toEqual([
      { field: "description", start: 0, end: 4 },
      { field: "description", start: 9, end: 13 },
    ]);
  });

  it("maps a match on a spelled-out umlaut back to the umlaut", () => {
    // "Datenqualität": q at 5, ä at 11, t at 12 → [5, 13)
    expect(findMatchRanges("title", "Datenqualität", "qualitaet")).toEqual([
      { field: "title", start: 5, end: 13 },
    ]);
  });

  it("highlights the whole ß when the query spells it ss", () => {
    expect(findMatchRanges("title", "Straße", "ss")).toEqual([
      { field: "title", start: 4, end: 5 },
    ]);
  });

  it("keeps Arabic diacritics inside the highlighted span", () => {
    // م ُ ح َ م َ ّ د: eight units, the query covers them all
    expect(findMatchRanges("title", "مُحَمَّد", "محمد")).toEqual([
      { field: "title", start: 0, end: 8 },
    ]);
    // "مح" ends on ح at 2; its fatha at 3 belongs to it
    expect(findMatchRanges("title", "مُحَمَّد", "مح")).toEqual([{ field: "title", start: 0, end: 4 }]);
  });

  it("returns nothing for an empty query or an absent one", () => {
    expect(findMatchRanges("title", "Data", "")).toEqual([]);
    expect(findMatchRanges("title", "Data", "ai")).toEqual([]);
  });
});

describe("findMatchRanges on text that is not plain ASCII", () => {
  it("maps through collapsed whitespace", () => {
    // "Data   Ops" normalises to "data ops"; its "s" is at 9 in the original
    expect(findMatchRanges("title", "Data   Ops", "data ops")).toEqual([
      { field: "title", start: 0, end: 10 },
    ]);
  });

  it("matches case-insensitively in text with an emoji", () => {
    expect(findMatchRanges("title", "🚀 Launch AI", "ai")).toEqual([
      { field: "title", start: 10, end: 12 },
    ]);
  });
});
