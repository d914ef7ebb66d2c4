import type { PageSection } from "../../copy/page-copy";
import { richText } from "../rich-text";

type Table = Extract<PageSection, { kind: "table" }>;

/** A data table with a caption and row headers; scrolls sideways on narrow screens. */
export function TableBody({ section }: { section: Table }) {
  return (
    <div
      className="overflow-x-auto rounded-xl border"
      role="region"
      aria-label={section.caption}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="px-4 py-3 text-start text-muted-foreground">{section.caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            {section.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 text-start font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.join("|")} className="border-t">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={`${index}-${cell}`}
                    scope="row"
                    className="px-4 py-3 text-start font-medium"
                  >
                    {richText(cell)}
                  </th>
                ) : (
                  <td key={`${index}-${cell}`} className="px-4 py-3 text-muted-foreground">
                    {richText(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {section.note ? (
        <p className="border-t px-4 py-3 text-xs text-muted-foreground">{section.note}</p>
      ) : null}
    </div>
  );
}
