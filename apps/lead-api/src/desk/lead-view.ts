import { csvRow, type CsvSeparator, type LeadMetadata } from "@vantreo/leads";
import {
  DESK_CSV_FIELDS,
  LEAD_FIELDS,
  type DeskLead as DeskLeadJson,
  type LeadFieldSpec,
} from "@vantreo/contracts/core";
import { fieldValue } from "../store/record-row";
import type { DeskLead } from "./desk-store";

/** The attribution keys the site stores with a lead (spec section 3, "Attribution data"). */
export const ATTRIBUTION_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "linkedin_click_id",
] as const;

/** The attribution of a lead: the keys of {@link ATTRIBUTION_KEYS} its metadata holds. */
export function attributionOf(metadata: LeadMetadata): Record<string, string> {
  const found: Record<string, string> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = metadata[key];
    if (typeof value === "string" && value !== "") found[key] = value;
  }
  return found;
}

const WIRE_FIELDS = LEAD_FIELDS.filter((spec: LeadFieldSpec) => spec.wire);

/** A declared field's value as the wire and the CSV write it: times as ISO 8601. */
function shown(spec: LeadFieldSpec, lead: DeskLead): unknown {
  const value = fieldValue(lead, spec);
  if (value === undefined || value === null) return null;
  return spec.kind === "time" ? new Date(Number(value)).toISOString() : value;
}

/** A lead as the desk's list and detail show it: every field the record declares `wire`. */
export function leadView(lead: DeskLead): DeskLeadJson {
  return Object.fromEntries(
    WIRE_FIELDS.map((spec) => [spec.name, shown(spec, lead)]),
  ) as DeskLeadJson;
}

/** The columns of the CSV export, in order: the declared desk CSV fields, then the attribution. */
export const LEAD_CSV_COLUMNS: readonly string[] = [
  ...DESK_CSV_FIELDS.map((spec) => spec.name),
  ...ATTRIBUTION_KEYS,
];

/** A declared field's CSV cell: empty for null, `true`/`false` for a flag, JSON for metadata. */
export function csvText(spec: LeadFieldSpec, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (spec.kind === "time") return new Date(Number(value)).toISOString();
  if (spec.kind === "json") return JSON.stringify(value);
  return String(value);
}

/**
 * The leads as CSV (RFC 4180: CRLF line ends, a header row), every cell formula-safe
 * ({@link csvRow}); `;` for spreadsheets in locales whose decimal mark is a comma.
 */
export function leadsCsv(leads: readonly DeskLead[], separator: CsvSeparator): string {
  const lines = [csvRow(LEAD_CSV_COLUMNS, separator)];
  for (const lead of leads) {
    const attribution = attributionOf(lead.lead.metadata);
    lines.push(
      csvRow(
        [
          ...DESK_CSV_FIELDS.map((spec) => csvText(spec, fieldValue(lead, spec))),
          ...ATTRIBUTION_KEYS.map((key) => attribution[key] ?? ""),
        ],
        separator,
      ),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
