import { csvRow, type CsvSeparator, type Lead } from "@vantreo/leads";
import { describe, expect, it } from "vitest";
import type { SubjectData } from "../store/lead-store";
import { CSV_COLUMNS, subjectCsv } from "./subject-csv";

const HOSTILE_LEAD: Lead = {
  firstName: "=cmd|'/C calc'!A0",
  lastName: "+SUM(1,2)",
  email: "ada@example.com",
  phone: "+14045550142",
  company: '@HYPERLINK("http://evil";"x")',
  message: "-2;=1+1,@A1\r\n=next line",
  leadType: "contact",
  source: "contact-page",
  pageUrl: "https://www.vantreo.com/contact",
  timestamp: "2025-06-16T12:00:00.000Z",
  metadata: { marketing_consent: true, utm_source: "\t=evil" },
};

const DATA: SubjectData = {
  leads: [
    {
      id: "lead-1",
      receivedAt: Date.parse("2025-06-16T12:00:00.000Z"),
      lead: HOSTILE_LEAD,
      consent: {
        marketingConsent: true,
        consentedAt: Date.parse("2025-06-16T12:00:00.000Z"),
        textVersion: "=2025-06",
        locale: "de",
        page: "https://www.vantreo.com/contact",
      },
      spamReason: null,
      status: "new",
      ownerId: null,
      version: 1,
      updatedAt: null,
      replyBy: null,
      firstContactAt: null,
      routingRuleId: null,
      estimatedValue: null,
      mergedInto: null,
    },
  ],
  dataRequests: [],
};

// Splits a CSV text into records of cells as RFC 4180 reads it (quotes may hold line breaks).
function parseCsv(text: string, separator: CsvSeparator): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === separator) {
      record.push(cell);
      cell = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      records.push([...record, cell]);
      record = [];
      cell = "";
      index += 1;
    } else cell += character;
  }
  return records;
}

describe.each([",", ";"] as const)("subjectCsv with %j between cells", (separator) => {
  const text = subjectCsv(DATA, separator);
  const records = parseCsv(text, separator);

  it("writes a header row and one record per stored lead, each with every column", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual([...CSV_COLUMNS]);
    expect(records[1]).toHaveLength(CSV_COLUMNS.length);
  });

  it("turns every cell a spreadsheet would run into text with a leading apostrophe", () => {
    const cells = records[1] ?? [];
    const cell = (column: (typeof CSV_COLUMNS)[number]) => cells[CSV_COLUMNS.indexOf(column)];
    expect(cell("firstName")).toBe("'=cmd|'/C calc'!A0");
    expect(cell("lastName")).toBe("'+SUM(1,2)");
    expect(cell("phone")).toBe("'+14045550142");
    expect(cell("company")).toBe('\'@HYPERLINK("http://evil";"x")');
    expect(cell("message")).toBe("'-2;=1+1,@A1\r\n=next line");
    expect(cell("consentTextVersion")).toBe("'=2025-06");
    for (const value of cells) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("writes the same line as csvRow of @vantreo/leads, which a lead desk export reuses", () => {
    expect(text.split("\r\n")[0]).toBe(csvRow(CSV_COLUMNS, separator));
    expect(text).toContain(`${separator}"'=cmd|'/C calc'!A0"${separator}"'+SUM(1,2)"${separator}`);
  });
});
