import { ROI_COPY } from "./roi-copy";
import type { RoiFormat } from "./roi-format";
import type { YearCashFlow } from "./roi-model";

/** Every figure of the cash-flow chart as a table: its text alternative, and what prints. */
export function RoiCashFlowTable({
  rows,
  format,
}: {
  rows: readonly YearCashFlow[];
  format: RoiFormat;
}) {
  const cell = "px-3 py-2 text-end tabular-nums";
  return (
    <div
      className="overflow-x-auto rounded-xl border"
      tabIndex={0}
      role="region"
      aria-labelledby="roi-table-caption"
    >
      <table className="w-full text-sm">
        <caption id="roi-table-caption" className="px-3 py-2 text-start font-medium">
          {ROI_COPY.tableCaption}
        </caption>
        <thead className="bg-muted/60">
          <tr>
            {ROI_COPY.tableHeaders.map((header, index) => (
              <th
                key={header}
                scope="col"
                className={index === 0 ? "px-3 py-2 text-start" : "px-3 py-2 text-end"}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.year} className="border-t">
              <th scope="row" className="px-3 py-2 text-start font-medium">
                {row.year}
              </th>
              <td className={cell}>{format.money(row.benefit)}</td>
              <td className={cell}>{format.money(row.cost)}</td>
              <td className={cell}>{format.money(row.net)}</td>
              <td className={cell}>{format.money(row.cumulative)}</td>
              <td className={cell}>{format.money(row.cumulativeDiscounted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
