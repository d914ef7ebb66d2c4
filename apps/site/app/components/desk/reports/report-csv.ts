import { csvRow } from "@vantreo/leads";

/**
 * A CSV file of a table (a header row, then the rows) as a `data:` URL for a download link,
 * with a byte-order mark so spreadsheet programs read it as UTF-8. Figures stay plain (no
 * grouping, a dot for decimals) so every spreadsheet reads them as numbers.
 */
export function csvHref(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const text = [header, ...rows].map((row) => csvRow(row)).join("\r\n");
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${text}\r\n`)}`;
}
