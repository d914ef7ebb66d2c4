import { describe, expect, it } from "vitest";
import { watermarkRepeats } from "./watermark-repeats";

describe("how often the watermark repeats", () => {
  it("covers a short document with at least 30 copies", () => {
    expect(watermarkRepeats([{ heading: "A", paragraphs: ["short"] }])).toBe(31);
  });

  it("adds a copy per 120 characters of text so long documents are covered to the end", () => {
    // 12,000 characters of paragraphs and an 8-character heading: 30 + ceil(12,008 / 120) = 131.
    const sections = [{ heading: "Overview", paragraphs: ["x".repeat(6000), "y".repeat(6000)] }];
    expect(watermarkRepeats(sections)).toBe(131);
  });

  it("stops at 600 copies", () => {
    expect(watermarkRepeats([{ heading: "H", paragraphs: ["z".repeat(500_000)] }])).toBe(600);
  });
});
