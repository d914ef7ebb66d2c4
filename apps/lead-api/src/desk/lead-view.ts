import { csvRow, type CsvSeparator, type LeadMetadata } from "@vantreo/leads";
import type { DeskLead as DeskLeadJson } from "@vantreo/contracts/core";
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

/** A lead as the desk's list and detail show it (flat, times as ISO 8601). */
export function leadView(lead: DeskLead): DeskLeadJson {
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  return {
    id: lead.id,
    receivedAt: new Date(lead.receivedAt).toISOString(),
    status: lead.status,
    ownerId: lead.ownerId,
    version: lead.version,
    updatedAt: iso(lead.updatedAt),
    ...lead.lead,
    locale: lead.consent.locale,
    spamReason: lead.spamReason,
    replyBy: iso(lead.replyBy),
    firstContactAt: iso(lead.firstContactAt),
    routingRuleId: lead.routingRuleId,
    estimatedValue: lead.estimatedValue,
    mergedInto: lead.mergedInto,
  };
}

/** The columns of the CSV export, in order. */
export const LEAD_CSV_COLUMNS = [
  "id",
  "receivedAt",
  "status",
  "ownerId",
  "leadType",
  "source",
  "locale",
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "message",
  "pageUrl",
  "marketingConsent",
  "spamReason",
  ...ATTRIBUTION_KEYS,
] as const;

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
          lead.id,
          new Date(lead.receivedAt).toISOString(),
          lead.status,
          lead.ownerId ?? "",
          lead.lead.leadType,
          lead.lead.source,
          lead.consent.locale ?? "",
          lead.lead.firstName,
          lead.lead.lastName,
          lead.lead.email,
          lead.lead.phone,
          lead.lead.company,
          lead.lead.message,
          lead.lead.pageUrl,
          lead.consent.marketingConsent ? "true" : "false",
          lead.spamReason ?? "",
          ...ATTRIBUTION_KEYS.map((key) => attribution[key] ?? ""),
        ],
        separator,
      ),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
