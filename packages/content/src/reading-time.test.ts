import { describe, expect, it } from "vitest";
import { countWords, readingTime } from "./reading-time";

describe("countWords", () => {
  it("counts words, not punctuation or markdown symbols", () => {
    expect(countWords("Deploy time fell from 3 months to 2 weeks — a 6x gain!")).toBe(12);
  });

  it("keeps figures and contractions whole", () => {
    expect(countWords("It's 99.9% uptime, $2,500 saved, 40-60 cases")).toBe(7);
  });
});

describe("readingTime", () => {
  it("rounds up to whole minutes at 200 words a minute", () => {
    expect(readingTime("word ".repeat(200))).toEqual({ words: 200, minutes: 1 });
    expect(readingTime("word ".repeat(201))).toEqual({ words: 201, minutes: 2 });
  });

  it("reads at least one minute for a short or empty body", () => {
    expect(readingTime("")).toEqual({ words: 0, minutes: 1 });
  });

  it("counts headings, lists and tables but not code blocks or raw HTML", () => {
    const markdown =
      "## Two words\n\n- three more words\n\n| a | b |\n| - | - |\n| c | d |\n\n```sql\nSELECT lots of words here\n```\n\n<div>hidden words</div>\n";
    expect(readingTime(markdown).words).toBe(9);
  });
});
