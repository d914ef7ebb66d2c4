import { describe, expect, it } from "vitest";
import { columnWidths } from "./draw-table.mjs";

describe("columnWidths", () => {
  it("stretches natural widths in proportion when the table fits", () => {
    // 100 + 300 = 400 natural on 480 available: each column grows by 480/400 = 1.2.
    expect(columnWidths([100, 300], [40, 60], 480)).toEqual([120, 360]);
  });

  it("gives every column its longest word, then shares the rest by how much each wants to grow", () => {
    // Floors 50 + 100 = 150; wants 150 and 450 (total 600); 300 left to share: 75 and 225.
    expect(columnWidths([200, 550], [50, 100], 450)).toEqual([125, 325]);
  });

  it("scales the floors down when even the longest words do not fit", () => {
    expect(columnWidths([400, 400], [300, 100], 200)).toEqual([150, 50]);
  });
});
