import { describe, expect, it } from "vitest";
import { csvCell } from "./subject-csv";

describe("csvCell", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("Grace Hopper")).toBe("Grace Hopper");
  });

  it("quotes text with commas, quotes or line breaks, doubling the quotes (RFC 4180)", () => {
    expect(csvCell("Atlanta, GA")).toBe('"Atlanta, GA"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+14045550142")).toBe("'+14045550142");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });
});
