import { html } from "hono/html";
import { isolateHtml } from "./mail-layout";

/** The staff's language: the desk and its notifications are in English. */
export const STAFF_LOCALE = "en";

/** One fact of a staff notification: its label and its value as given. */
export type FactRow = readonly [label: string, value: string];

/** The facts as plain-text lines, `Label: value`. */
export function factLines(rows: readonly FactRow[]): string[] {
  return rows.map(([label, value]) => `${label}: ${value}`);
}

/** The facts as an HTML table; each value isolated, so a Latin or Arabic run keeps its direction. */
export function factTable(rows: readonly FactRow[]): ReturnType<typeof html> {
  return html`<table style="border-collapse:collapse">
    ${rows.map(
      ([label, value]) =>
        html`<tr>
          <th style="text-align:start;padding:4px 12px 4px 0">${label}</th>
          <td>${isolateHtml(value)}</td>
        </tr>`,
    )}
  </table>`;
}
