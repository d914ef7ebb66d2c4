/**
 * The lead record, declared once (no zod: browser code reads it too). Every column of the
 * `leads` table is one entry; from this list come the store's
 * row mapping and its schema check (both stores), the desk's wire type (`DeskLead`), both CSV
 * exports (the desk's lead export and the data subject's export), the sales notification's
 * fact rows, the personal-data map's lead entries, the hostile-input field lists, and the
 * inbox's extra columns, value filters and sort orders.
 *
 * A new lead field: a migration adding its column to both stores, and one entry here.
 */
import type { LeadSource, LeadType } from "@vantreo/leads";
import type { LeadStatus } from "./lead-workflow";

/**
 * How a column is stored. Times are milliseconds since the epoch and flags 0/1 in both stores,
 * so one row mapping serves SQLite and PostgreSQL; `money` is whole US dollars.
 */
export const LEAD_COLUMN_KINDS = {
  text: { sqlite: "TEXT", postgres: "TEXT" },
  json: { sqlite: "TEXT", postgres: "TEXT" },
  time: { sqlite: "INTEGER", postgres: "BIGINT" },
  flag: { sqlite: "INTEGER", postgres: "SMALLINT" },
  integer: { sqlite: "INTEGER", postgres: "INTEGER" },
  money: { sqlite: "INTEGER", postgres: "BIGINT" },
} as const;

/** One of {@link LEAD_COLUMN_KINDS}. */
export type LeadColumnKind = keyof typeof LEAD_COLUMN_KINDS;

/** Where the API's record keeps a value: on the record, in its `lead` (the form), its `consent`. */
export type LeadRecordPart = "record" | "lead" | "consent";

/** The inbox's use of a field beyond the wire: a column, a lower bound, a sort order. */
export interface LeadDeskUse {
  /** Shown as a column of the inbox, after the fixed ones. */
  column?: boolean;
  /** The query-string name of a "at least" filter (`value_min`). */
  min?: string;
  /** The `sort` value that orders the inbox by this field, highest first (`value`). */
  sort?: string;
}

/** The declaration of one column of `leads`. */
export interface LeadFieldSpec {
  /** The SQL column. */
  column: string;
  kind: LeadColumnKind;
  nullable: boolean;
  /** The column's default in the table (a literal as SQL writes it), if any. */
  default?: string;
  /** Also a column of `data_requests` (the record both tables share, in the same order). */
  shared: boolean;
  /** Where the API's record holds it and under which key; null: kept in SQL only. */
  part: LeadRecordPart | null;
  key: string;
  /** Its name on the wire (`DeskLead`) and as a CSV header. */
  name: string;
  /** Part of `DeskLead` (times as ISO 8601 strings there). */
  wire: boolean;
  /** What personal data the column holds (the personal-data map); absent: none. */
  personal?: string;
  /** In the desk's lead export (CSV) and in the data subject's export (CSV). */
  csv: { desk: boolean; subject: boolean };
  /** A field of the public lead body (`POST /v1/leads`): the hostile-input checks cover it. */
  input: boolean;
  /** A code the desk shows in words (`desk:<name>.<code>`: the lead type, the source, the language). */
  coded?: boolean;
  /** The sales notification's fact row it shows in (`notification.<fact>`); a shared one is joined. */
  fact?: string;
  desk?: LeadDeskUse;
}

/** A field's declaration with the type its value has in the record (a phantom, never set). */
type Field<V> = LeadFieldSpec & { readonly value?: V };

const field =
  <V>() =>
  <const S extends LeadFieldSpec>(spec: S): S & Field<V> =>
    spec;

const BOTH = { desk: true, subject: true } as const;
const SUBJECT = { desk: false, subject: true } as const;
const DESK = { desk: true, subject: false } as const;
const NONE = { desk: false, subject: false } as const;
const text = { kind: "text", nullable: false } as const;
const optionalText = { kind: "text", nullable: true } as const;
const optionalTime = { kind: "time", nullable: true } as const;
const form = { shared: true, part: "lead", wire: true, input: true } as const;
const desk = { shared: false, part: "record", wire: true, input: false } as const;
const derived = { shared: false, part: null, wire: false, csv: NONE, input: false } as const;

/**
 * Every column of `leads`, in the order the exports, the wire and the notification show them
 * (the table's own column order differs and does not matter: every statement names its columns).
 */
export const LEAD_FIELDS = [
  field<string>()({
    column: "id",
    ...text,
    shared: true,
    part: "record",
    key: "id",
    name: "id",
    wire: true,
    csv: BOTH,
    input: false,
  }),
  field<number>()({
    column: "received_at",
    kind: "time",
    nullable: false,
    shared: true,
    part: "record",
    key: "receivedAt",
    name: "receivedAt",
    wire: true,
    csv: BOTH,
    input: false,
    desk: { sort: "received" },
  }),
  // The desk's workflow: status and owning staff account (version and last change below).
  field<LeadStatus>()({
    column: "status",
    ...text,
    default: "'new'",
    ...desk,
    key: "status",
    name: "status",
    csv: DESK,
  }),
  field<string>()({
    column: "owner_id",
    ...optionalText,
    ...desk,
    key: "ownerId",
    name: "ownerId",
    csv: DESK,
  }),
  field<LeadType>()({
    column: "lead_type",
    coded: true,
    ...text,
    ...form,
    key: "leadType",
    name: "leadType",
    csv: BOTH,
    fact: "type",
  }),
  field<LeadSource>()({
    column: "source",
    coded: true,
    ...text,
    ...form,
    key: "source",
    name: "source",
    csv: BOTH,
    fact: "source",
  }),
  // The page's locale when the lead was sent.
  field<string>()({
    column: "locale",
    coded: true,
    ...optionalText,
    shared: true,
    part: "consent",
    key: "locale",
    name: "locale",
    wire: true,
    csv: BOTH,
    input: false,
    fact: "language",
  }),
  // What the person typed into the form.
  field<string>()({
    column: "first_name",
    ...text,
    ...form,
    key: "firstName",
    name: "firstName",
    personal: "first name",
    csv: BOTH,
    fact: "name",
  }),
  field<string>()({
    column: "last_name",
    ...text,
    ...form,
    key: "lastName",
    name: "lastName",
    personal: "last name",
    csv: BOTH,
    fact: "name",
  }),
  field<string>()({
    column: "email",
    ...text,
    ...form,
    key: "email",
    name: "email",
    personal: "e-mail address",
    csv: BOTH,
    fact: "email",
  }),
  field<string>()({
    column: "phone",
    ...text,
    ...form,
    key: "phone",
    name: "phone",
    personal: "phone number",
    csv: BOTH,
    fact: "phone",
  }),
  field<string>()({
    column: "company",
    ...text,
    ...form,
    key: "company",
    name: "company",
    personal: "company",
    csv: BOTH,
    fact: "company",
  }),
  field<string>()({
    column: "message",
    ...text,
    ...form,
    key: "message",
    name: "message",
    personal: "free text",
    csv: BOTH,
  }),
  field<string>()({
    column: "page_url",
    ...text,
    ...form,
    key: "pageUrl",
    name: "pageUrl",
    personal: "the page the person sent the form from",
    csv: BOTH,
    fact: "page",
  }),
  // The proof of the marketing consent (GDPR art. 7(1)): the choice, when, the text's version.
  field<boolean>()({
    column: "marketing_consent",
    kind: "flag",
    nullable: false,
    shared: true,
    part: "consent",
    key: "marketingConsent",
    name: "marketingConsent",
    wire: false,
    csv: BOTH,
    input: false,
    fact: "consent",
  }),
  // Why the lead was flagged as spam (honeypot, too fast), or null for a genuine lead.
  field<string>()({
    column: "spam_reason",
    ...optionalText,
    ...desk,
    key: "spamReason",
    name: "spamReason",
    csv: BOTH,
  }),
  field<string>()({
    column: "client_timestamp",
    ...text,
    ...form,
    key: "timestamp",
    name: "timestamp",
    csv: SUBJECT,
  }),
  field<Record<string, string | number | boolean>>()({
    column: "metadata",
    kind: "json",
    nullable: false,
    ...form,
    key: "metadata",
    name: "metadata",
    personal: "form metadata (consent, locale)",
    csv: SUBJECT,
  }),
  field<number>()({
    column: "consent_at",
    ...optionalTime,
    shared: true,
    part: "consent",
    key: "consentedAt",
    name: "consentedAt",
    wire: false,
    csv: SUBJECT,
    input: false,
  }),
  field<string>()({
    column: "consent_text_version",
    ...optionalText,
    shared: true,
    part: "consent",
    key: "textVersion",
    name: "consentTextVersion",
    wire: false,
    csv: SUBJECT,
    input: false,
  }),
  // Optimistic concurrency, and the last desk change.
  field<number>()({
    column: "version",
    kind: "integer",
    nullable: false,
    default: "1",
    ...desk,
    key: "version",
    name: "version",
    csv: NONE,
  }),
  field<number>()({
    column: "updated_at",
    ...optionalTime,
    ...desk,
    key: "updatedAt",
    name: "updatedAt",
    csv: NONE,
  }),
  // The pipeline (src/pipeline): the reply clock, the owner's reminder, the first contact, the
  // assigning rule (`fallback`: the fallback owner).
  field<number>()({
    column: "reply_by",
    ...optionalTime,
    ...desk,
    key: "replyBy",
    name: "replyBy",
    csv: NONE,
  }),
  field<number>()({
    column: "remind_at",
    ...optionalTime,
    shared: false,
    part: null,
    key: "remindAt",
    name: "remindAt",
    wire: false,
    csv: NONE,
    input: false,
  }),
  field<number>()({
    column: "first_contact_at",
    ...optionalTime,
    ...desk,
    key: "firstContactAt",
    name: "firstContactAt",
    csv: NONE,
  }),
  field<string>()({
    column: "routing_rule_id",
    ...optionalText,
    ...desk,
    key: "routingRuleId",
    name: "routingRuleId",
    csv: NONE,
  }),
  // Contacts and replies (src/replies): the staff's estimate of the deal, a merge.
  field<number>()({
    column: "estimated_value",
    kind: "money",
    nullable: true,
    ...desk,
    key: "estimatedValue",
    name: "estimatedValue",
    csv: BOTH,
    desk: { column: true, min: "value_min", sort: "value" },
  }),
  field<string>()({
    column: "merged_into",
    ...optionalText,
    ...desk,
    key: "mergedInto",
    name: "mergedInto",
    csv: NONE,
  }),
  // The reports (lead API, src/reports/report-columns-migration.ts): the attribution derived from
  // `metadata` and `page_url`, and how far the lead went by its history, kept by triggers and read
  // by the reports only (SQL only: not on the record, the wire or an export).
  field<string>()({
    column: "utm_source",
    ...optionalText,
    ...derived,
    key: "utmSource",
    name: "utmSource",
  }),
  field<string>()({
    column: "utm_medium",
    ...optionalText,
    ...derived,
    key: "utmMedium",
    name: "utmMedium",
  }),
  field<string>()({
    column: "utm_campaign",
    ...optionalText,
    ...derived,
    key: "utmCampaign",
    name: "utmCampaign",
  }),
  field<string>()({
    column: "landing_path",
    ...optionalText,
    ...derived,
    key: "landingPath",
    name: "landingPath",
  }),
  field<string>()({
    column: "landing_host",
    ...optionalText,
    ...derived,
    key: "landingHost",
    name: "landingHost",
  }),
  field<string>()({
    column: "service_slug",
    ...optionalText,
    ...derived,
    key: "serviceSlug",
    name: "serviceSlug",
  }),
  field<number>()({
    column: "history_contacted_at",
    ...optionalTime,
    ...derived,
    key: "historyContactedAt",
    name: "historyContactedAt",
  }),
  field<number>()({
    column: "history_qualified_at",
    ...optionalTime,
    ...derived,
    key: "historyQualifiedAt",
    name: "historyQualifiedAt",
  }),
  field<number>()({
    column: "history_won_at",
    ...optionalTime,
    ...derived,
    key: "historyWonAt",
    name: "historyWonAt",
  }),
  field<number>()({
    column: "history_lost_at",
    ...optionalTime,
    ...derived,
    key: "historyLostAt",
    name: "historyLostAt",
  }),
] as const;

type LeadField = (typeof LEAD_FIELDS)[number];

/** A field's value: the declared type, null where the column is nullable. */
type ValueOf<F extends LeadField, Time> =
  | (F["kind"] extends "time"
      ? Time
      : F extends { readonly value?: infer V }
        ? Exclude<V, undefined>
        : never)
  | (F["nullable"] extends true ? null : never);

/**
 * A lead as the desk's list, detail and JSON export answer it: the lead flat, with its workflow
 * (every field declared `wire`; times as ISO 8601 strings).
 */
export type DeskLeadWire = {
  [F in LeadField as F["wire"] extends true ? F["name"] : never]: ValueOf<F, string>;
};

/** The fields of one part of the API's record, with their values (times in ms). */
export type LeadPartValues<P extends LeadRecordPart> = {
  [F in LeadField as F["part"] extends P ? F["key"] : never]: ValueOf<F, number>;
};

/** The columns `leads` and `data_requests` share, in order. */
export const SHARED_LEAD_FIELDS: readonly LeadFieldSpec[] = LEAD_FIELDS.filter(
  (spec: LeadFieldSpec) => spec.shared,
);

/** The fields of the desk's lead export (CSV), in order. */
export const DESK_CSV_FIELDS: readonly LeadFieldSpec[] = LEAD_FIELDS.filter(
  (spec: LeadFieldSpec) => spec.csv.desk,
);

/** The fields of the data subject's export (CSV), in order. */
export const SUBJECT_CSV_FIELDS: readonly LeadFieldSpec[] = LEAD_FIELDS.filter(
  (spec: LeadFieldSpec) => spec.csv.subject,
);

/** The fields of the public lead body, by their body names (the hostile-input checks). */
export const LEAD_INPUT_FIELDS: readonly string[] = LEAD_FIELDS.filter(
  (spec: LeadFieldSpec) => spec.input,
).map((spec) => spec.key);

/**
 * The sales notification's fact rows in the order their fields are declared, each with the
 * fields it shows (first and last name share one row).
 */
export const LEAD_FACTS: readonly { fact: string; fields: readonly LeadFieldSpec[] }[] = [
  ...new Set(LEAD_FIELDS.flatMap((spec: LeadFieldSpec) => (spec.fact ? [spec.fact] : []))),
].map((fact) => ({
  fact,
  fields: LEAD_FIELDS.filter((spec: LeadFieldSpec) => spec.fact === fact),
}));

/** The fields the inbox shows as columns after its fixed ones. */
export const INBOX_COLUMN_FIELDS: readonly LeadFieldSpec[] = LEAD_FIELDS.filter(
  (spec: LeadFieldSpec) => spec.desk?.column === true,
);

/** The inbox's "at least" filters: the query-string name and the field. */
export const LEAD_MIN_FILTERS: readonly { param: string; field: LeadFieldSpec }[] =
  LEAD_FIELDS.flatMap((spec: LeadFieldSpec) =>
    spec.desk?.min ? [{ param: spec.desk.min, field: spec }] : [],
  );

/** The inbox's orders: the `sort` value and the field it orders by, highest first. */
export const LEAD_SORTS: readonly { sort: string; field: LeadFieldSpec }[] = LEAD_FIELDS.flatMap(
  (spec: LeadFieldSpec) => (spec.desk?.sort ? [{ sort: spec.desk.sort, field: spec }] : []),
);

/** The inbox's order when none is asked for: newest first. */
export const DEFAULT_LEAD_SORT = "received";

type DeskUseOf<F> = F extends { readonly desk: infer D } ? D : never;

/** The query-string names of the inbox's "at least" filters (`value_min`). */
export type LeadMinParam =
  DeskUseOf<LeadField> extends infer D
    ? D extends { readonly min: infer M extends string }
      ? M
      : never
    : never;

/** The inbox's orders (`received`: newest first). */
export type LeadSort =
  DeskUseOf<LeadField> extends infer D
    ? D extends { readonly sort: infer S extends string }
      ? S
      : never
    : never;
