import { useTranslation } from "@vantreo/i18n/react";
import { csvHref } from "./report-csv";

/** One column of a report table: its heading, the cell as shown and as written to the CSV file. */
export type ReportColumn<Row> = {
  heading: string;
  cell(row: Row): string;
  csv(row: Row): string;
  /** Figures align to the end of the cell (the right in English, the left in Arabic). */
  numeric?: boolean;
};

/** Props of {@link ReportTable}. */
export interface ReportTableProps<Row> {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  /** The CSV file's name, without `.csv`. */
  file: string;
}

/**
 * A chart's figures as a table (its caption names it; the header cells have `scope`), and the
 * same rows as a CSV download (WCAG 1.1.1: the chart's text alternative is its data). Each cell is
 * isolated (`<bdi>`): a campaign name or a path keeps its own direction on an Arabic page.
 */
export function ReportTable<Row>({ caption, columns, rows, file }: ReportTableProps<Row>) {
  const { t } = useTranslation("deskAdmin");
  const href = csvHref(
    columns.map((column) => column.heading),
    rows.map((row) => columns.map((column) => column.csv(row))),
  );
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="text-start font-semibold">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.heading}
                  scope="col"
                  className={`border-b border-border p-2 ${column.numeric ? "text-end" : "text-start"}`}
                >
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-b border-border">
                {columns.map((column, at) =>
                  at === 0 ? (
                    <th key={column.heading} scope="row" className="p-2 text-start font-normal">
                      <bdi>{column.cell(row)}</bdi>
                    </th>
                  ) : (
                    <td
                      key={column.heading}
                      className={`p-2 tabular-nums ${column.numeric ? "text-end" : "text-start"}`}
                    >
                      <bdi>{column.cell(row)}</bdi>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a
        href={href}
        download={`${file}.csv`}
        className="font-semibold text-primary underline underline-offset-4"
      >
        {t("reports.downloadCsv")}
        <span className="sr-only">{`: ${caption}`}</span>
      </a>
    </div>
  );
}
