/** The field separators a CSV export may use: `,` (RFC 4180) or `;` (Excel in locales such as de). */
export type CsvSeparator = "," | ";";

// OWASP "CSV Injection": a spreadsheet reads a cell starting with one of these as a formula
// (tab and carriage return can precede one the spreadsheet skips).
const FORMULA_START = new Set(["=", "+", "-", "@", "\t", "\r"]);

// Both separators, whichever one the file uses: a spreadsheet opened in a locale whose list
// separator is the other one (Excel in de reads `;`) splits an unquoted cell there, and the part
// after it starts a cell of its own, which may be a formula. Tabs split a pasted line the same way.
const MUST_QUOTE = /[",;\n\r\t]/;

/**
 * One CSV cell, safe to open in a spreadsheet (OWASP "CSV Injection") and parsed back as one
 * cell (RFC 4180) with the given separator. A cell starting with `=`, `+`, `-`, `@`, tab or
 * carriage return gets a leading apostrophe, so Excel, LibreOffice and Google Sheets show it as
 * text instead of running it, and is quoted. A cell holding either separator (`,` or `;`,
 * whichever `separator` is), a quote, a tab or a line break is quoted too, quotes doubled, so no
 * part of it can start a cell of its own in a spreadsheet of any locale. The separator the file
 * uses therefore changes nothing about a cell; it is accepted so a cell is written as its row is.
 */
export function csvCell(value: string, _separator: CsvSeparator = ","): string {
  const formula = FORMULA_START.has(value.charAt(0));
  const text = formula ? `'${value}` : value;
  const quote = formula || MUST_QUOTE.test(text);
  return quote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of `values` (no line end): each a {@link csvCell}, joined by the separator. */
export function csvRow(values: readonly string[], separator: CsvSeparator = ","): string {
  return values.map((value) => csvCell(value, separator)).join(separator);
}
