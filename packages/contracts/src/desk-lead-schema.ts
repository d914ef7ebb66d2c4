import { LEAD_SOURCES, LEAD_TYPES } from "@vantreo/leads";
import {
  LEAD_FIELDS,
  type DeskLeadWire,
  type LeadColumnKind,
  type LeadFieldSpec,
} from "./lead-record-fields";
import { LEAD_STATUSES } from "./lead-workflow";
import { z } from "./zod";

/** A field's wire value by its column kind (times are ISO 8601 strings on the wire). */
const KIND_SCHEMAS: Record<LeadColumnKind, () => z.ZodType> = {
  text: () => z.string(),
  json: () => z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  time: () => z.iso.datetime(),
  flag: () => z.boolean(),
  integer: () => z.number().int(),
  money: () => z.number().int().nonnegative(),
};

/**
 * The fields whose value is one of a closed list, narrower than their column kind: the type
 * check holds each to the declaration's value type.
 */
const VALUE_SCHEMAS = {
  status: z.enum(LEAD_STATUSES),
  leadType: z.enum(LEAD_TYPES),
  source: z.enum(LEAD_SOURCES),
} satisfies { [K in keyof DeskLeadWire]?: z.ZodType<Exclude<DeskLeadWire[K], null>> };

/** The zod schema of one declared field's wire value. */
function wireValue(spec: LeadFieldSpec): z.ZodType {
  const value =
    (VALUE_SCHEMAS as Partial<Record<string, z.ZodType>>)[spec.name] ?? KIND_SCHEMAS[spec.kind]();
  return spec.nullable ? value.nullable() : value;
}

/** The shape of {@link deskLeadSchema}: one key per field of `DeskLead`. */
type DeskLeadShape = { [K in keyof DeskLeadWire]-?: z.ZodType<DeskLeadWire[K]> };

/**
 * A lead as the desk's list, detail and JSON export answer it, built from the lead record's
 * declaration (`LEAD_FIELDS`, every field declared `wire`): strict, so a field the declaration
 * lacks, or one it has and the answer misses, fails.
 */
export const deskLeadSchema = z.strictObject(
  Object.fromEntries(
    LEAD_FIELDS.filter((spec: LeadFieldSpec) => spec.wire).map((spec) => [
      spec.name,
      wireValue(spec),
    ]),
  ) as DeskLeadShape,
);
