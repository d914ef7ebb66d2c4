import { describe, expect, it } from "vitest";
import { isWinAnsi, toWinAnsi } from "./win-ansi.mjs";

describe("toWinAnsi", () => {
  it("keeps ASCII, Latin-1 letters and the Windows-1252 punctuation the reports use", () => {
    expect(toWinAnsi("Ends — “quoted” – café € 5 • ok")).toBe("Ends — “quoted” – café € 5 • ok");
  });

  it("replaces arrows, comparison signs and check marks with ASCII stand-ins", () => {
    expect(toWinAnsi("a → b ≥ 3 ≤ 4 ✓")).toBe("a -> b >= 3 <= 4 [x]");
  });

  it("turns non-breaking and thin spaces into plain spaces and drops invisible characters", () => {
    expect(toWinAnsi("10\u00a0000\u2009ms\u200b\u00ad!")).toBe("10 000 ms!");
  });

  it("gives letters outside Latin-1 their base letter and drops characters with no WinAnsi form", () => {
    expect(toWinAnsi("Łódź Gödel ő 😀 中")).toBe("Lódz Gödel o  ");
  });

  it("produces only encodable characters", () => {
    const text = toWinAnsi("Mixed: ∑ α β ★ ﬁle →");
    expect([...text].every(isWinAnsi)).toBe(true);
    // ∑, α, β and ★ vanish between their spaces; the ﬁ ligature decomposes to "fi".
    expect(text).toBe("Mixed:     file ->");
  });
});
