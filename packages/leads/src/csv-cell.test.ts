import { describe, expect, it } from "vitest";
import { csvCell, csvRow, type CsvSeparator } from "./csv-cell";

// Reads one CSV line back as RFC 4180 does, to prove that every cell stays one cell.
function parseLine(line: string, separator: CsvSeparator): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === separator) {
      cells.push(cell);
      cell = "";
    } else cell += character;
  }
  return [...cells, cell];
}

const SEPARATORS: CsvSeparator[] = [",", ";"];

describe.each(SEPARATORS)("csvCell with %j between cells", (separator) => {
  it("leaves plain text as it is", () => {
    expect(csvCell("Grace Hopper", separator)).toBe("Grace Hopper");
  });

  it("quotes text with the separator, quotes or line breaks, doubling the quotes (RFC 4180)", () => {
    expect(csvCell(`Atlanta${separator} GA`, separator)).toBe(`"Atlanta${separator} GA"`);
    expect(csvCell('say "hi"', separator)).toBe('"say ""hi"""');
    expect(csvCell("two\nlines", separator)).toBe('"two\nlines"');
    expect(csvCell("two\rlines", separator)).toBe('"two\rlines"');
  });

  it("prefixes a formula start with an apostrophe and quotes the cell (OWASP CSV injection)", () => {
    expect(csvCell("=1+1", separator)).toBe(`"'=1+1"`);
    expect(csvCell("+14045550142", separator)).toBe(`"'+14045550142"`);
    expect(csvCell("-2", separator)).toBe(`"'-2"`);
    expect(csvCell("@SUM(A1)", separator)).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=cmd", separator)).toBe(`"'\t=cmd"`);
    expect(csvCell("\r=cmd", separator)).toBe(`"'\r=cmd"`);
    expect(csvCell('=HYPERLINK("http://evil")', separator)).toBe(`"'=HYPERLINK(""http://evil"")"`);
  });

  it("keeps a payload after the separator inside its own cell", () => {
    const hostile = [
      `a${separator}=cmd|'/C calc'!A0`,
      `"${separator}=1+1`,
      `x\n=1+1${separator}@A1`,
      "=1+1",
    ];
    const line = csvRow(hostile, separator);
    const cells = parseLine(line, separator);
    expect(cells).toHaveLength(hostile.length);
    expect(cells[0]).toBe(hostile[0]);
    expect(cells[3]).toBe("'=1+1");
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("quotes a cell holding the other separator too, so a spreadsheet of either locale keeps it whole", () => {
    const other = separator === "," ? ";" : ",";
    expect(csvCell(`a${other}b`, separator)).toBe(`"a${other}b"`);
    expect(csvCell("tab\there", separator)).toBe('"tab\there"');
  });

  it("keeps the review's payload one cell when the file is read with the other separator", () => {
    // 2026-11-28 T3-L5: a comma file opened by a de-DE Excel is split on `;`.
    const other: CsvSeparator = separator === "," ? ";" : ",";
    const hostile = [`ACME${other}=2+3`, `Hallo${other}=1+1${other}=cmd|' /C calc'!A0`];
    const line = csvRow(hostile, separator);
    expect(parseLine(line, separator)).toEqual(hostile);
    for (const cell of parseLine(line, other)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
